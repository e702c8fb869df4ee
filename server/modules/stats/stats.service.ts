import { tallinnDayStart } from '@domain/format';
import type { Db } from '../../db/client';
import { countDirectoryCompanies } from '../companies/companies.service';
import { countLiveListings } from '../listings/listings.service';

export type Stats = {
  cargoOffers: number;
  transportOffers: number;
  providers: number;
  newToday: number;
};

/**
 * The home counters, counted now: live listings of each kind, the directory's companies, and the
 * live listings created since midnight in Tallinn (docs/product-rules.md).
 */
export async function countStats(db: Db, now = new Date()): Promise<Stats> {
  const today = tallinnDayStart(now);
  const [cargoOffers, transportOffers, providers, newCargo, newTransport] = await Promise.all([
    countLiveListings(db, 'cargo', now),
    countLiveListings(db, 'transport', now),
    countDirectoryCompanies(db, now),
    countLiveListings(db, 'cargo', now, today),
    countLiveListings(db, 'transport', now, today),
  ]);
  return { cargoOffers, transportOffers, providers, newToday: newCargo + newTransport };
}

// The counters are the same for everyone and change slowly relative to how often the home page
// loads; a few seconds of caching keeps them off the database's hot path.
const STATS_CACHE_MS = 10_000;

export type StatsReader = (db: Db) => Promise<Stats>;

/**
 * The counters as the home page asks for them: a fresh answer is kept for `cacheMs`, and requests
 * that miss it together share one count rather than each running five over a million rows (a
 * restart, or the moment the cache lapses under load, sent every waiting request to the database
 * at once). A failed count is not kept: the next request counts again.
 */
export function statsReader({
  count = countStats,
  cacheMs = STATS_CACHE_MS,
  clock = Date.now,
}: {
  count?: (db: Db, now: Date) => Promise<Stats>;
  cacheMs?: number;
  clock?: () => number;
} = {}): StatsReader {
  const byDb = new WeakMap<Db, { at: number; value: Stats } | Promise<Stats>>();
  return (db) => {
    const entry = byDb.get(db);
    if (entry instanceof Promise) return entry;
    if (entry && clock() - entry.at < cacheMs) return Promise.resolve(entry.value);
    const counting = count(db, new Date(clock())).then(
      (value) => {
        byDb.set(db, { at: clock(), value });
        return value;
      },
      (error: unknown) => {
        byDb.delete(db);
        throw error;
      },
    );
    byDb.set(db, counting);
    return counting;
  };
}
