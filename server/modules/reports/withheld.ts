import { sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '@domain/plans';
import { queryRows, type Db } from '../../db/client';
import type { ReportTargetType } from '@domain/contract/reports';

/**
 * What moderation withholds from everyone but the owner and admins (decision 0082): a target three
 * users reported (or an admin hid), and everything of a suspended account. Other features' lists
 * leave these out by id, a small hashed set, so the feed pages still read index entries alone
 * (bench/README.md). Apart from reports.service.ts, which reads listings, so that the listings'
 * feeds may use this without a cycle.
 */

/**
 * The suspended accounts as one array, read once per statement from a partial index
 * (users_suspended_idx), so that the set is hashed once whatever the planner believes of
 * `suspended_at` (`user_id in (select ...)` was planned, on statistics that did not know the
 * column yet, as a scan re-run for each row).
 */
const SUSPENDED_USERS = sql`any(array(select id from users where suspended_at is not null))`;

/**
 * The ids of the listings of a type that others may not see because reports hid them: a few, from
 * a partial index. A suspended account's listings are not here: the suspension pauses them
 * (reports.repository.ts pauseForSuspension), which the live rule leaves out at no cost; a set of
 * their ids, hashed on every feed request, cost 15 ms of database time a page for two suspended
 * accounts with 13,000 listings (bench/README.md, "Verified companies").
 */
function withheldListingIds(type: ListingType): SQL {
  return sql`select target_id from report_targets where target_type = ${type} and hidden`;
}

/** `column not in (the withheld listings)`: for a feed's, a counter's or an alert's condition. */
export function notWithheldListing(type: ListingType, id: SQL | { getSQL(): SQL }): SQL {
  return sql`${id} not in (${withheldListingIds(type)})`;
}

/** A directory profile that others may see: by its id alone, like the listings. */
export function notWithheldCompany(profileId: SQL | { getSQL(): SQL }): SQL {
  return sql`${profileId} not in (select target_id from report_targets where target_type = 'company' and hidden
    union all select id from profiles where user_id = ${SUSPENDED_USERS})`;
}

/** Whether one target is withheld from others: hidden by reports, or its owner suspended. */
export async function isWithheld(
  db: Db,
  type: ReportTargetType,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ withheld: boolean }>(
    db,
    sql`select exists (select 1 from report_targets
          where target_type = ${type} and target_id = ${id}::uuid and hidden)
        or exists (select 1 from users where id = ${ownerId} and suspended_at is not null) as withheld`,
  );
  return row?.withheld === true;
}

/** Which of these targets reports have hidden (the owner's "under review" marks). */
export async function hiddenAmong(
  db: Db,
  type: ReportTargetType,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select target_id::text as id from report_targets
        where target_type = ${type} and hidden and target_id in (${list})`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Which of these listings of one type are withheld from others (hidden by reports, or their owner
 * suspended): for lists that hold listings by id, the watchlist.
 */
export async function withheldAmong(
  db: Db,
  type: ListingType,
  rows: readonly { id: string; userId: string }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const pairs = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.userId})`),
    sql`, `,
  );
  const found = await queryRows<{ id: string }>(
    db,
    sql`select x.id::text as id from (values ${pairs}) as x(id, user_id)
        where exists (select 1 from report_targets t
            where t.target_type = ${type} and t.target_id = x.id and t.hidden)
          or exists (select 1 from users u where u.id = x.user_id and u.suspended_at is not null)`,
  );
  return new Set(found.map((r) => r.id));
}
