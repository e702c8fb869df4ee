import * as z from 'zod/mini';
import { LISTING_TYPES } from '../plans';
import { listingItemSchema } from './listings';

/**
 * GET /api/events (Server-Sent Events): the payloads of its events, as JSON in each event's data.
 *   ready     { signedIn }                          once, when the stream opens
 *   listing   { op: 'insert'|'update', listingType, item } | { op: 'remove', listingType, id }
 *   companies { op: 'changed' }                     the directory changed: refetch it
 *   public    { part: 'settings'|'reference' }      prices or maintenance, or the lookup lists, changed:
 *                                                   refetch them
 * A listing's item is the feed item for this stream's viewer (contact only when entitled).
 */
const listingTypeSchema = z.enum(LISTING_TYPES);

export const listingEventSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('insert'), listingType: listingTypeSchema, item: listingItemSchema }),
  z.object({ op: z.literal('update'), listingType: listingTypeSchema, item: listingItemSchema }),
  z.object({ op: z.literal('remove'), listingType: listingTypeSchema, id: z.string() }),
]);

/** What a `public` event says changed: the public settings (GET /api/settings/public) or the lookup lists (GET /api/reference). */
export const PUBLIC_PARTS = ['settings', 'reference'] as const;
export type PublicPart = (typeof PUBLIC_PARTS)[number];
export const publicChangeEventSchema = z.object({ part: z.enum(PUBLIC_PARTS) });
