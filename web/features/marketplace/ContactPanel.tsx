import { Building2, Crown, Lock, LockOpen, Mail, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/auth-context';
import { useAuthDialog } from '@web/features/auth/auth-dialog-context';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact';
import type { ListingItem } from './types';

const linkClass =
  'rounded font-medium break-all text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 shrink-0 text-slate-500 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * The contact area of an opened listing. Locked viewers get the reason and the way forward (sign in, or
 * the plans); the server never sent them the details, so there is nothing here to reveal. Entitled
 * viewers see the details: neutral for the owner and premium (with the gold crown), green for a contact
 * opened with a credit or a payment, as the spec styles them.
 */
export function ContactPanel({ item }: { item: ListingItem }) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  if (item.contactAccess === 'locked' || !item.contact) {
    const visitor = status !== 'signedIn';
    return (
      <section
        aria-label="Kontaktandmed"
        className="flex flex-col gap-3 self-start rounded-lg border border-slate-200 bg-white p-4"
        data-contact-state="locked"
      >
        <p className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {visitor ? MESSAGES.contacts.signInToView : MESSAGES.contacts.locked}
        </p>
        {visitor ? (
          <Button size="sm" className="self-start" onClick={() => openAuthDialog('signin')}>
            Logi sisse
          </Button>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Premium-paketiga näed kõigi kuulutuste kontakte ilma piiranguteta.
            </p>
            <Button size="sm" variant="outline" className="self-start" asChild>
              <Link to="/hinnad">Vaata pakette</Link>
            </Button>
          </>
        )}
      </section>
    );
  }

  const { contact, contactAccess } = item;
  const unlocked = contactAccess === 'unlocked';
  const heading =
    contactAccess === 'owner' ? 'Sinu kuulutus' : contactAccess === 'premium' ? 'Premium' : 'Kontakt avatud';
  const empty = !contact.companyName && !contact.contactPerson && !contact.phone && !contact.email;

  return (
    <section
      aria-label="Kontaktandmed"
      data-contact-state={contactAccess}
      className={cn(
        'flex flex-col gap-3 self-start rounded-lg border p-4',
        unlocked ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white',
      )}
    >
      <p
        className={cn(
          'flex items-center gap-2 text-xs font-semibold tracking-wide uppercase',
          unlocked ? 'text-emerald-800' : 'text-slate-600',
        )}
      >
        {contactAccess === 'premium' ? (
          <Crown aria-hidden="true" className="size-4 text-amber-500" />
        ) : (
          <LockOpen
            aria-hidden="true"
            className={cn('size-4', unlocked ? 'text-emerald-700' : 'text-slate-500')}
          />
        )}
        {heading}
      </p>
      {empty ? (
        <p className="text-sm text-slate-600">Kontaktandmeid ei ole lisatud.</p>
      ) : (
        <dl className="flex flex-col gap-2 text-sm text-slate-900">
          {contact.companyName && (
            <ContactLine icon={<Building2 />} label="Ettevõte">
              <span className="font-semibold">{contact.companyName}</span>
            </ContactLine>
          )}
          {contact.contactPerson && (
            <ContactLine icon={<User />} label="Kontaktisik">
              {contact.contactPerson}
            </ContactLine>
          )}
          {contact.phone && (
            <ContactLine icon={<Phone />} label="Telefon">
              <a href={telHref(contact.phone)} className={linkClass}>
                {contact.phone}
              </a>
            </ContactLine>
          )}
          {contact.email && (
            <ContactLine icon={<Mail />} label="E-post">
              <a href={mailtoHref(contact.email)} className={linkClass}>
                {contact.email}
              </a>
            </ContactLine>
          )}
        </dl>
      )}
    </section>
  );
}
