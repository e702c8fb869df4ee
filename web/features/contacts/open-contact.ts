import { MESSAGES } from '@domain/messages';
import type { ContactAccess } from '@domain/plans';

export type OpenContactAccess = Exclude<ContactAccess, 'locked'>;

// The spec's highlight after a contact opens.
export const UNLOCK_HIGHLIGHT_MS = 1500;

export interface OpenContactLook {
  /** Green for a contact opened with a credit or a payment; neutral for the owner and access holders. */
  tone: 'unlocked' | 'neutral';
  /** The gold crown for premium (or trial) access, the open lock otherwise. */
  mark: 'crown' | 'open';
  heading: string;
}

const OWNER_HEADINGS: Record<'listing' | 'company', string> = {
  listing: MESSAGES.contacts.ownListing,
  // The row already carries the "Teie ettevõte" badge by the name; the contact says whose data it is.
  company: MESSAGES.contacts.ownDetails,
};

/**
 * How an open contact shows why it is open (spec §4), the same for a listing's panel and a directory
 * company's cell: the viewer sees at a glance whether it cost them a credit or comes with their plan.
 */
export function openContactLook(access: OpenContactAccess, of: 'listing' | 'company'): OpenContactLook {
  if (access === 'unlocked') return { tone: 'unlocked', mark: 'open', heading: MESSAGES.contacts.opened };
  if (access === 'premium') return { tone: 'neutral', mark: 'crown', heading: MESSAGES.generic.premium };
  return { tone: 'neutral', mark: 'open', heading: OWNER_HEADINGS[of] };
}
