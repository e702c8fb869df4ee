import * as z from 'zod/mini';
import { WATCH_STATES } from '../listing-status';
import { pageQuerySchema } from '../pagination';
import { LISTING_TYPES } from '../plans';
import { MESSAGES } from '../messages';
import { pageOf } from './common';
import { listingItemSchema } from './listings';

/**
 * The watchlist ("Jälgitavad"): the listings a signed-in user follows, stored per user on the
 * server. Watching asks nothing of the plan: any signed-in user may watch up to WATCHLIST_LIMIT
 * listings they can see.
 *
 * GET    /api/me/watchlist?page=&pageSize=   the latest watched first (WatchEntry below)
 * GET    /api/me/watchlist/ids               { cargo: id[], transport: id[] } (the stars of a feed)
 * PUT    /api/me/watchlist/{type}/{id}       watch: 204; 404 LISTING_NOT_FOUND for a listing the
 *                                            user cannot see; 409 WATCHLIST_FULL at the limit
 * DELETE /api/me/watchlist/{type}/{id}       stop watching: 204, also when it was not watched
 */
export const WATCHLIST_LIMIT = 200;

/**
 * One watched listing: what became of it (`state`, domain/listing-status.ts watchState), the route
 * and its title and date as they are now (never a contact), and `item`, the listing as the feed
 * presents it to this viewer (its contact only when entitled), while the viewer may see the listing
 * (live; the owner and an admin also otherwise: GET /api/listings/{type}/{id}'s rule).
 */
const watchEntrySchema = z.object({
  listingType: z.enum(LISTING_TYPES),
  listingId: z.string(),
  watchedAt: z.string(),
  state: z.enum(WATCH_STATES),
  status: z.enum(WATCH_STATES).check(z.describe('The same as state, by ../shared/spec/API.md’s name')),
  originCity: z.string(),
  originCountry: z.string(),
  destinationCity: z.string(),
  destinationCountry: z.string(),
  title: z.string().check(z.describe('The cargo type, or the trailer type of a free truck')),
  date: z.nullable(z.string().check(z.describe('The pickup date, or the date a truck is available'))),
  item: z.optional(listingItemSchema),
});
export type WatchEntry = z.infer<typeof watchEntrySchema>;

export const watchlistQuerySchema = pageQuerySchema;
export const watchlistPageSchema = pageOf(watchEntrySchema);
export type WatchlistPage = z.infer<typeof watchlistPageSchema>;

export const watchedIdsSchema = z.object({ cargo: z.array(z.string()), transport: z.array(z.string()) });
export type WatchedIds = z.infer<typeof watchedIdsSchema>;

export const watchParamsSchema = z.object({
  type: z.enum(LISTING_TYPES, { error: MESSAGES.schema.typeCargoTransport }),
  id: z.uuid({ error: MESSAGES.listings.invalidId }),
});
