import { Building2, Globe, Mail, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingItem } from '@domain/contract/listings';
import { MESSAGES } from '@domain/messages';
import { CopyButton } from '@web/components/ui/copy-button';
import { VerifiedMark } from '@web/components/VerifiedMark';
import { cn } from '@web/lib/cn';
import { websiteHref, websiteLabel } from '@domain/website';
import { mailtoHref, telHref } from '@web/lib/contact';
import { routeText } from '@web/lib/listing-display';
import { useCachedContact, type ContactDetails, type ContactTarget } from './contact-api';
import { LockedContactPanel } from './LockedContact';
import { openContactLook, type OpenContactAccess } from './open-contact';
import { OpenContactHeading, openContactFrameClass, useHighlightOnOpen } from './open-contact-parts';

const FIELDS = MESSAGES.listingFields;

const linkClass =
  'rounded font-medium break-all text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ContactLine({
  icon,
  label,
  children,
  copy,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  copy?: string;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 shrink-0 text-slate-500 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 flex-1">{children}</dd>
      {copy && <CopyButton value={copy} label={label} className="-my-1.5" />}
    </div>
  );
}

/**
 * The contact of one listing, for whoever looks at it: a visitor is asked to sign in; a locked viewer
 * gets the reason and the way forward (a credit, a purchase, the plans), and the server never sent them
 * the details, so there is nothing here to reveal. Entitled viewers see the details: neutral for the
 * owner and premium (with the gold crown), green for a contact opened with a credit or a payment.
 */
export function ContactPanel({ item }: { item: ListingItem }) {
  const target: ContactTarget = { type: item.type, id: item.id };
  const cached = useCachedContact(target);
  // The feed's answer, or the unlock's while the feed is still being asked again.
  const open =
    item.contactAccess !== 'locked' && item.contact
      ? { contactAccess: item.contactAccess, contact: { ...item.contact, website: null } }
      : cached.data;
  const highlighted = useHighlightOnOpen(open !== undefined);

  if (!open) {
    return (
      <section
        aria-label={MESSAGES.listingFields.contactDetails}
        className="flex flex-col gap-3 self-start rounded-lg border border-slate-200 bg-white p-4"
        data-contact-state="locked"
      >
        <LockedContactPanel target={target} subject={routeText(item)} />
      </section>
    );
  }
  return (
    <OpenContactPanel
      access={open.contactAccess}
      contact={open.contact}
      highlighted={highlighted}
      verified={item.verified}
    />
  );
}

function OpenContactPanel({
  access,
  contact,
  highlighted,
  verified,
}: {
  access: OpenContactAccess;
  contact: ContactDetails;
  highlighted: boolean;
  verified: boolean;
}) {
  const look = openContactLook(access, 'listing');
  const empty = !contact.companyName && !contact.contactPerson && !contact.phone && !contact.email;
  return (
    <section
      aria-label={MESSAGES.listingFields.contactDetails}
      data-contact-state={access}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-3 self-start rounded-lg border p-4',
        openContactFrameClass(look, highlighted),
      )}
    >
      <OpenContactHeading look={look} />
      {empty ? (
        <p className="text-sm text-slate-600">{MESSAGES.contacts.noneAdded}</p>
      ) : (
        <ContactLines contact={contact} verified={verified} />
      )}
    </section>
  );
}

/**
 * A contact's lines (company, person, phone, e-mail, website), each a link where it can be one;
 * phone and e-mail copy. The open contact panel shows them, and so does "Minu kontaktid".
 */
export function ContactLines({ contact, verified = false }: { contact: ContactDetails; verified?: boolean }) {
  const website = websiteHref(contact.website);
  return (
    <dl className="flex flex-col gap-2 text-sm text-slate-900">
      {contact.companyName && (
        <ContactLine icon={<Building2 />} label={FIELDS.company}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{contact.companyName}</span>
            {verified && <VerifiedMark withText />}
          </span>
        </ContactLine>
      )}
      {contact.contactPerson && (
        <ContactLine icon={<User />} label={FIELDS.contactPerson}>
          {contact.contactPerson}
        </ContactLine>
      )}
      {contact.phone && (
        <ContactLine icon={<Phone />} label={FIELDS.phone} copy={contact.phone}>
          <a href={telHref(contact.phone)} className={linkClass}>
            {contact.phone}
          </a>
        </ContactLine>
      )}
      {contact.email && (
        <ContactLine icon={<Mail />} label={FIELDS.email} copy={contact.email}>
          <a href={mailtoHref(contact.email)} className={linkClass}>
            {contact.email}
          </a>
        </ContactLine>
      )}
      {website && (
        <ContactLine icon={<Globe />} label={FIELDS.website}>
          <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {websiteLabel(website)}
            <span className="sr-only"> {MESSAGES.generic.opensInNewWindow}</span>
          </a>
        </ContactLine>
      )}
    </dl>
  );
}
