import type { OwnItem } from '@domain/contract/my-listings';

/**
 * A listing of one's own: the feed's shape with the owner's extra fields, among them what the owner
 * may do to it now and what only premium would allow (domain/contract/my-listings.ts).
 */
export type MyListing = OwnItem;
