import * as z from 'zod/mini';
import { LISTING_TYPES } from '../plans';
import { listingItemSchema } from './listings';

/**
 * GET /api/events (Server-Sent Events): the payloads of its events, as JSON in each event's data.
 *   ready     { signedIn }                          once, when the stream opens
 *   listing   { op: 'insert'|'update', listingType, item } | { op: 'remove', listingType, id }
 *   companies { op: 'changed' }                     the directory changed: refetch it
 * A listing's item is the feed item for this stream's viewer (contact only when entitled).
 */
const listingTypeSchema = z.enum(LISTING_TYPES);

export const listingEventSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('insert'), listingType: listingTypeSchema, item: listingItemSchema }),
  z.object({ op: z.literal('update'), listingType: listingTypeSchema, item: listingItemSchema }),
  z.object({ op: z.literal('remove'), listingType: listingTypeSchema, id: z.string() }),
]);
