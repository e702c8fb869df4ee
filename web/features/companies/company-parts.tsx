import { Building2, Globe, Lock, Mail, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContactAccess } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/auth-context';
import { useAuthDialog } from '@web/features/auth/auth-dialog-context';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact';
import {
  LOCKED_CONTACT_LABEL,
  lookupLabel,
  safeLogoUrl,
  splitRoute,
  splitVisible,
  websiteHref,
  websiteLabel,
} from './company-display';
import type { CompanyContact } from './use-companies';

const TAG_TONES = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export type TagTone = keyof typeof TAG_TONES;

export function Tag({
  children,
  tone = 'slate',
  title,
}: {
  children: ReactNode;
  tone?: TagTone;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex max-w-full items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TAG_TONES[tone],
      )}
    >
      <span className="truncate">{children}</span>
    </span>
  );
}

/** "+N" for the items a cell or card has no room for; their names show on hover and to screen readers. */
export function MoreCounter({ hidden }: { hidden: readonly string[] }) {
  if (hidden.length === 0) return null;
  return (
    <span
      title={hidden.join(', ')}
      className="inline-flex items-center rounded-md bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700"
    >
      <span aria-hidden="true">+{hidden.length}</span>
      <span className="sr-only">ja veel {hidden.length}</span>
    </span>
  );
}

/** Lookup values (transport types, regions) as tags, the first `max` of them, then "+N". */
export function TagList({
  values,
  max,
  tone,
  label,
}: {
  values: readonly string[];
  max: number;
  tone?: TagTone;
  label: string;
}) {
  if (values.length === 0) return <span className="text-slate-400">–</span>;
  const { visible, hidden } = splitVisible(values, max);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {visible.map((value, index) => (
        <li key={`${value}-${index}`} className="max-w-full">
          <Tag tone={tone}>{lookupLabel(value)}</Tag>
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <MoreCounter hidden={hidden.map(lookupLabel)} />
        </li>
      )}
    </ul>
  );
}

/** 'Tallinn → Riga' with a quieter arrow; a route typed without an arrow shows as it is. */
export function RouteText({ route, className }: { route: string; className?: string }) {
  const ends = splitRoute(route);
  if (!ends) return <span className={className}>{route}</span>;
  return (
    <span className={className}>
      <span className="whitespace-nowrap">{ends.from}</span> <span className="text-slate-400">→</span>{' '}
      <span className="whitespace-nowrap">{ends.to}</span>
    </span>
  );
}

export function RouteList({
  routes,
  max,
  label,
}: {
  routes: readonly { route: string }[];
  max: number;
  label: string;
}) {
  if (routes.length === 0) return <span className="text-slate-400">–</span>;
  const { visible, hidden } = splitVisible(routes, max);
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {visible.map((item, index) => (
        <li key={`${item.route}-${index}`} className="text-slate-800">
          <RouteText route={item.route} />
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <MoreCounter hidden={hidden.map((item) => item.route)} />
        </li>
      )}
    </ul>
  );
}

export function CompanyAvatar({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  const logo = safeLogoUrl(logoUrl);
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      {logo ? (
        <img src={logo} alt="" className="size-full object-contain" loading="lazy" />
      ) : (
        <Building2 aria-hidden="true" className="size-5" />
      )}
    </span>
  );
}

export function OwnBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      Sinu ettevõte
    </span>
  );
}

/**
 * The lock a visitor or a user without access sees instead of the contact icons, and what opens it:
 * signing in for a visitor, a premium plan for a signed-in user.
 */
export function LockedContact({ compact = false }: { compact?: boolean }) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', compact && 'flex-col items-start')}>
      <span
        role="img"
        aria-label={LOCKED_CONTACT_LABEL}
        title={LOCKED_CONTACT_LABEL}
        className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-2.5 pl-2 text-xs font-medium text-slate-600 ring-1 ring-slate-200 ring-inset"
      >
        <Lock aria-hidden="true" className="size-3.5" />
        Lukus
      </span>
      {status === 'signedIn' ? (
        <Link
          to="/hinnad"
          className="text-xs font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Ava Premiumiga
        </Link>
      ) : (
        <Button
          variant="link"
          className="text-xs"
          onClick={() => openAuthDialog('signin')}
          disabled={status === 'loading'}
        >
          Logi sisse
        </Button>
      )}
    </div>
  );
}

const contactLink =
  'inline-flex min-w-0 items-center gap-2 rounded text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Phone, e-mail, website and contact person for an entitled viewer, each a link where it can be one. */
export function OpenContact({ contact }: { contact: CompanyContact | undefined }) {
  const website = websiteHref(contact?.website);
  const lines: ReactNode[] = [];
  if (contact?.phone) {
    lines.push(
      <a key="phone" href={telHref(contact.phone)} className={contactLink}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span className="whitespace-nowrap">{contact.phone}</span>
      </a>,
    );
  }
  if (contact?.email) {
    lines.push(
      <a key="email" href={mailtoHref(contact.email)} className={contactLink}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="wrap-anywhere">{contact.email}</span>
      </a>,
    );
  }
  if (website) {
    lines.push(
      <a key="website" href={website} target="_blank" rel="noopener noreferrer" className={contactLink}>
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        <span className="wrap-anywhere">{websiteLabel(website)}</span>
        <span className="sr-only"> (avaneb uues aknas)</span>
      </a>,
    );
  }
  if (contact?.contactPerson) {
    lines.push(
      <span key="person" className="inline-flex min-w-0 items-center gap-2 text-slate-700">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span>{contact.contactPerson}</span>
      </span>,
    );
  }
  if (lines.length === 0) return <span className="text-slate-500">Kontaktandmeid pole lisatud</span>;
  return (
    <ul aria-label="Kontaktandmed" className="flex min-w-0 flex-col gap-1.5">
      {lines.map((line, index) => (
        <li key={index} className="flex min-w-0">
          {line}
        </li>
      ))}
    </ul>
  );
}

export function ContactCell({
  access,
  contact,
  compact,
}: {
  access: ContactAccess;
  contact: CompanyContact | undefined;
  compact?: boolean;
}) {
  return access === 'locked' ? <LockedContact compact={compact} /> : <OpenContact contact={contact} />;
}
