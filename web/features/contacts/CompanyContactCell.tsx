import { Globe, Mail, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import type { ContactAccess } from '@domain/plans';
import { CopyButton } from '@web/components/ui/copy-button';
import { cn } from '@web/lib/cn';
import { mailtoHref, telHref } from '@web/lib/contact';
import { websiteHref, websiteLabel } from '@domain/website';
import { useCachedContact, type ContactDetails, type ContactTarget } from './contact-api';
import { LockedContactCell } from './LockedContact';
import { openContactLook, type OpenContactAccess } from './open-contact';
import { OpenContactHeading, openContactFrameClass, useHighlightOnOpen } from './open-contact-parts';

interface CompanyContactCellProps {
  companyId: string;
  companyName: string;
  access: ContactAccess;
  contact: ContactDetails | undefined;
  /** The narrow table column: the lock and its action stacked. */
  compact?: boolean;
}

/**
 * A directory company's contact: locked (with the way to open it) or open, whichever the directory
 * answered, or the unlock's answer while the directory is being asked again. Open, it looks like a
 * listing's contact panel: green with the highlight after an unlock, neutral for the owner and for
 * access holders (with the crown).
 */
export function CompanyContactCell({
  companyId,
  companyName,
  access,
  contact,
  compact,
}: CompanyContactCellProps) {
  const target: ContactTarget = { type: 'company', id: companyId };
  const cached = useCachedContact(target);
  const open =
    access !== 'locked'
      ? { contactAccess: access, contact }
      : cached.data && { contactAccess: cached.data.contactAccess, contact: cached.data.contact };
  const highlighted = useHighlightOnOpen(Boolean(open));
  if (!open) return <LockedContactCell target={target} subject={companyName} compact={compact} />;
  return <OpenCompanyContact access={open.contactAccess} contact={open.contact} highlighted={highlighted} />;
}

const contactLink =
  'inline-flex min-w-0 items-center gap-2 rounded text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Phone, e-mail, website and contact person, each a link where it can be one; phone and e-mail copy. */
function OpenCompanyContact({
  access,
  contact,
  highlighted,
}: {
  access: OpenContactAccess;
  contact: ContactDetails | undefined;
  highlighted: boolean;
}) {
  const look = openContactLook(access, 'company');
  const website = websiteHref(contact?.website);
  const lines: { key: string; node: ReactNode; copy?: { value: string; label: string } }[] = [];
  if (contact?.phone) {
    lines.push({
      key: 'phone',
      copy: { value: contact.phone, label: MESSAGES.listingFields.phone },
      node: (
        <a href={telHref(contact.phone)} className={contactLink}>
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="whitespace-nowrap">{contact.phone}</span>
        </a>
      ),
    });
  }
  if (contact?.email) {
    lines.push({
      key: 'email',
      copy: { value: contact.email, label: MESSAGES.listingFields.email },
      node: (
        <a href={mailtoHref(contact.email)} className={contactLink}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="wrap-anywhere">{contact.email}</span>
        </a>
      ),
    });
  }
  if (website) {
    lines.push({
      key: 'website',
      node: (
        <a href={website} target="_blank" rel="noopener noreferrer" className={contactLink}>
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <span className="wrap-anywhere">{websiteLabel(website)}</span>
          <span className="sr-only"> {MESSAGES.generic.opensInNewWindow}</span>
        </a>
      ),
    });
  }
  if (contact?.contactPerson) {
    lines.push({
      key: 'person',
      node: (
        <span className="inline-flex min-w-0 items-center gap-2 text-slate-700">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span>{contact.contactPerson}</span>
        </span>
      ),
    });
  }
  return (
    <div
      role="group"
      aria-label={MESSAGES.listingFields.contactDetails}
      data-contact-state={access}
      data-highlighted={highlighted || undefined}
      className={cn(
        '-mx-2 flex min-w-0 flex-col gap-1.5 rounded-md border px-2 py-1.5',
        openContactFrameClass(look, highlighted),
      )}
    >
      <OpenContactHeading look={look} className="text-[0.6875rem]" />
      {lines.length === 0 ? (
        <span className="text-slate-500">{MESSAGES.contacts.noneAddedShort}</span>
      ) : (
        <ul className="flex min-w-0 flex-col gap-1.5">
          {lines.map((line) => (
            <li key={line.key} className="flex min-w-0 items-center gap-1">
              {line.node}
              {line.copy && <CopyButton value={line.copy.value} label={line.copy.label} className="size-7" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
