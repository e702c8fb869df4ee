import { sql, type SQL } from 'drizzle-orm';
import { ALERT_SECTION_FILTERS, type AlertSection } from '@domain/alert-sections';
import { dueAt } from '@domain/alert-schedule';
import { queryRows, type Db } from '../../db/client';
import { alertAccessSql, listedInDirectory } from '../../db/directory';
import { notWithheldCompany, notWithheldListing } from '../reports/withheld';
import { liveSql } from '../../db/live';
import { cargoListings, notificationPreferences, transportListings } from '../../db/schema/index';
import { JOBS_CHANNEL } from '../../platform/jobs/queue';
import { truckOwnersForLoads } from '../listings/matching.service';
import { distanceKmBetweenSql } from '../places/radius-sql';

/**
 * Matching new items (listings that became live, companies that joined the directory), one or a
 * batch of them, against every enabled alert preference of every access holder, in one statement:
 * the matches are written once (alert_matches' key is user and item, so a second run adds nothing)
 * and each matched user's delivery job is scheduled by their frequency (domain/alert-schedule.ts).
 *
 * A section counts only with at least one filter set (docs/decisions/0047). The filters, as the
 * spec defines them: an empty filter is "any"; a range misses an item without
 * that value, except the volume range, which keeps it as the feed's volume filter does; a date
 * window keeps an item without a date; list filters compare case-insensitively through the
 * lower-cased `match_terms` and its GIN index (migration 0016); "within N km of a place" on either
 * end of a listing's route (decision 0068) measures from the point stored with the preference, and
 * an end that is not located is within no radius. Each item is joined laterally, so its terms and
 * its points are the parameters of the index lookups, as constants were when items were matched one
 * statement each. Own items never match. A new load also matches the users who asked for the loads
 * that fit their trucks and own a live one it fits (decision 0076).
 */

export type AlertItemType = 'cargo' | 'transport' | 'company';

export const DELIVER_ALERTS_JOB = 'alerts.deliver';

/** A column of the preference row `p` (names from this file only, never from input). */
const pref = (column: string) => sql.raw(`p.${column}`);
/** A column of the item row `i` (names from this file only). */
const item = (column: string) => sql.raw(`i.${column}`);

/**
 * A list filter: empty (its wildcard term), or holding one of the item's values, lower-cased by the
 * database as the stored terms are. The item's tagged terms of the list (null and empty values left
 * out) are a column of its row, `t_<tag>` (termColumns), computed once per item rather than once
 * per preference row tested. `indexed` lists are asked as an overlap the GIN index on match_terms
 * answers, one lookup per item (the item's terms are the parameters of the index scan): the
 * countries, which nearly everyone sets, and the cargo and trailer types, which half set (asked
 * there, the preferences of another type are never read: finding took 4.2–4.8 s against 4.9–6.6 s
 * for 200 listings' 429,314 matches, decision 0094). The others (mostly empty, so their wildcard
 * term is in most rows) are tested on the rows the index found, which is cheaper than reading their
 * long posting lists.
 */
function inList(tag: string, indexed = false): SQL {
  const any = sql`${tag + ':*'}::text`;
  const terms = sql.raw(`i.t_${tag}`);
  if (indexed) return sql`p.match_terms && (array[${any}] || ${terms})`;
  return sql`(${any} = any(p.match_terms) or p.match_terms && ${terms})`;
}

/** The tagged term of one column of the item's table: none when it is null or empty. */
const termOf = (tag: string, column: string) =>
  sql`array_remove(array[${tag + ':'} || lower(nullif(${sql.raw(column)}, ''))], null)`;
/** The tagged terms of a list column of the item's table. */
const termsOf = (tag: string, column: string) =>
  sql`array(select ${tag + ':'} || lower(v) from unnest(${sql.raw(column)}) as v where v <> '')`;

/** Every list filter of a kind met (inList), the `indexed` ones through the GIN index. */
const inLists = (terms: Record<string, SQL>, indexed: readonly string[] = []) =>
  sql.join(
    Object.keys(terms).map((tag) => inList(tag, indexed.includes(tag))),
    sql` and `,
  );

/** The item row's term columns (inList), from a kind's tag → terms. */
const termColumns = (terms: Record<string, SQL>) =>
  sql.join(
    Object.entries(terms).map(([tag, value]) => sql`${value} as ${sql.raw(`t_${tag}`)}`),
    sql`, `,
  );

/** A range bound: no bound, or the item's value is within it (an item without the value misses). */
const atLeast = (min: string, value: string) =>
  sql`(${pref(min)} is null or ${item(value)}::numeric >= ${pref(min)})`;
const atMost = (max: string, value: string) =>
  sql`(${pref(max)} is null or ${item(value)}::numeric <= ${pref(max)})`;

/** A date window keeps items without a date. */
const inWindow = (from: string, to: string, value: string) =>
  sql`(${item(value)} is null or ((${pref(from)} is null or ${item(value)} >= ${pref(from)})
        and (${pref(to)} is null or ${item(value)} <= ${pref(to)})))`;

type End = 'origin' | 'destination';

/** The preference's circle on one end as the box around it, the expression its GiST index holds. */
const nearBox = (end: End) =>
  sql`earth_box(ll_to_earth(${pref(`${end}_lat`)}, ${pref(`${end}_lon`)}), ${pref(`${end}_radius_km`)} * 1000.0)`;
/** The item's end as a point; null when it is not located. */
const itemPoint = (end: End) => sql`ll_to_earth(${item(`${end}_lat`)}, ${item(`${end}_lon`)})`;

/**
 * "Within N km of a place" on one end: no place set, or the item's end within the radius of the
 * point stored with the preference, by the feeds' haversine (places/radius-sql.ts), so an alert and
 * a feed agree. An item's end without a point makes the distance null, so it misses every radius
 * (a farm or a port typed as text may be anywhere).
 */
const withinRadius = (end: End) =>
  sql`(${pref(`${end}_near`)} is null or ${distanceKmBetweenSql(
    { lat: pref(`${end}_lat`), lon: pref(`${end}_lon`) },
    { lat: item(`${end}_lat`), lon: item(`${end}_lon`) },
  )} <= ${pref(`${end}_radius_km`)})`;

/**
 * How a listing's lateral lookup splits the preferences, each part with an index to find it by: the
 * ones with a place on either end by the item's points in the GiST indexes of their boxes (a bitmap
 * OR of the two partial indexes: the pickup's box, or for a preference with a place on the delivery
 * only, the delivery's), the rest by their terms in the GIN index, which holds only them (migration
 * 0051). A preference with a radius usually names no country on that end (the radius says where),
 * so in one lookup its wildcard term brought it into the GIN's answer for nearly every item; here
 * only the preferences whose box holds the item's end are read and measured (decision 0068,
 * bench/README.md "Alerts"). The parts are disjoint, so no user comes twice.
 */
const NEAR_PARTS = [
  sql`((p.origin_near is not null and ${nearBox('origin')} @> ${itemPoint('origin')})
    or (p.origin_near is null and p.destination_near is not null
      and ${nearBox('destination')} @> ${itemPoint('destination')}))`,
  sql`p.origin_near is null and p.destination_near is null`,
];

/**
 * The section has at least one filter set: one switched on with none would match every new item,
 * so it counts as off (domain/alert-sections.ts; the settings tab and the save say the same).
 */
function sectionSet(section: AlertSection): SQL {
  const tests = ALERT_SECTION_FILTERS[section].map((key) => {
    const column = notificationPreferences[key];
    const name = sql.raw(`p.${column.name}`);
    if (column.columnType === 'PgBoolean') return sql`${name}`;
    if (column.columnType === 'PgArray') return sql`coalesce(cardinality(${name}), 0) > 0`;
    return sql`${name} is not null`;
  });
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * Per item type: the new items that are still there (live, or in the directory) as rows `i`, with
 * their lists' `terms` as columns (termColumns), and the condition on a preference `p` that the
 * item `i` satisfies.
 */
type Kind = {
  items: (ids: SQL, now: Date, terms: SQL) => SQL;
  terms: Record<string, SQL>;
  where: SQL;
  parts?: SQL[];
};

// Each kind's list filters: tag → the item's tagged terms of it.
const CARGO_TERMS = {
  coc: termOf('coc', 'origin_country'),
  cdc: termOf('cdc', 'destination_country'),
  ct: termOf('ct', 'cargo_type'),
  coi: termOf('coi', 'origin_city'),
  cdi: termOf('cdi', 'destination_city'),
  clt: termOf('clt', 'loading_type'),
  cu: termOf('cu', 'unit'),
};
const TRANSPORT_TERMS = {
  toc: termOf('toc', 'origin_country'),
  tdc: termOf('tdc', 'destination_country'),
  ttt: termOf('ttt', 'trailer_type'),
  toi: termOf('toi', 'origin_city'),
  tdi: termOf('tdi', 'destination_city'),
  tvu: termOf('tvu', 'volume_unit'),
  tsa: termOf('tsa', 'service_area'),
};
const COMPANY_TERMS = {
  csp: termOf('csp', 'specialty'),
  ctt: termsOf('ctt', 'transport_types'),
  csr: termsOf('csr', 'service_regions'),
};

const KINDS: Record<AlertItemType, Kind> = {
  cargo: {
    terms: CARGO_TERMS,
    items: (
      ids,
      now,
      terms,
    ) => sql`select id, user_id as owner_id, weight, quantity, pickup_date, delivery_date,
        is_urgent, origin_lat, origin_lon, destination_lat, destination_lon, owner_verified as verified, ${terms}
      from cargo_listings where id = any(${ids}::uuid[]) and ${liveSql(cargoListings, now)}
        and ${notWithheldListing('cargo', sql`id`)}`,
    where: sql`p.cargo_notifications and ${sectionSet('cargo')}
      and ${inLists(CARGO_TERMS, ['coc', 'cdc', 'ct'])}
      and ${atLeast('cargo_min_weight', 'weight')} and ${atMost('cargo_max_weight', 'weight')}
      and ${atLeast('cargo_min_quantity', 'quantity')} and ${atMost('cargo_max_quantity', 'quantity')}
      and ${inWindow('cargo_pickup_date_from', 'cargo_pickup_date_to', 'pickup_date')}
      and ${inWindow('cargo_delivery_date_from', 'cargo_delivery_date_to', 'delivery_date')}
      and (i.is_urgent or not p.cargo_urgent_only)
      and ${withinRadius('origin')} and ${withinRadius('destination')}`,
    parts: NEAR_PARTS,
  },
  transport: {
    terms: TRANSPORT_TERMS,
    items: (ids, now, terms) => sql`select id, user_id as owner_id, capacity, volume_capacity, available_date,
        origin_lat, origin_lon, destination_lat, destination_lon, owner_verified as verified, ${terms}
      from transport_listings where id = any(${ids}::uuid[]) and ${liveSql(transportListings, now)}
        and ${notWithheldListing('transport', sql`id`)}`,
    where: sql`p.transport_notifications and ${sectionSet('transport')}
      and ${inLists(TRANSPORT_TERMS, ['toc', 'tdc', 'ttt'])}
      and ${atLeast('transport_min_capacity', 'capacity')} and ${atMost('transport_max_capacity', 'capacity')}
      and (i.volume_capacity is null or (${atLeast('transport_min_volume_capacity', 'volume_capacity')}
        and ${atMost('transport_max_volume_capacity', 'volume_capacity')}))
      and ${inWindow('transport_available_date_from', 'transport_available_date_to', 'available_date')}
      and ${withinRadius('origin')} and ${withinRadius('destination')}`,
    parts: NEAR_PARTS,
  },
  company: {
    terms: COMPANY_TERMS,
    items: (ids, now, terms) => sql`select id, user_id as owner_id, established_year, employees_count,
        verification = 'verified' as verified, ${terms},
        array(select r ->> 'route' from jsonb_array_elements(
            case jsonb_typeof(regular_routes) when 'array' then regular_routes else '[]'::jsonb end) as r
          where jsonb_typeof(r -> 'route') = 'string' and r ->> 'route' <> '') as routes
      from profiles where id = any(${ids}::uuid[]) and ${listedInDirectory(now)}
        and ${notWithheldCompany(sql`id`)}`,
    where: sql`p.company_notifications and ${sectionSet('company')}
      and ${inLists(COMPANY_TERMS)}
      and ${atLeast('company_min_established_year', 'established_year')}
      and ${atLeast('company_min_employees', 'employees_count')}
      and (p.company_regular_routes is null or cardinality(p.company_regular_routes) = 0 or exists (
        select 1 from unnest(p.company_regular_routes) as wanted, unnest(i.routes) as route
        where strpos(lower(route), lower(wanted)) > 0))`,
  },
};

export type AlertItemRef = { itemType: AlertItemType; itemId: string };

/**
 * Matches a batch of new items (the alerts.match jobs the worker claimed together) in one
 * statement: each item that is still there is joined against the preferences on the GIN index (a
 * lookup per item, its terms as the scan's parameters), the matches written in bulk, and each
 * matched user's delivery scheduled once for the whole batch, however many of its items matched
 * them. Answers how many matches were new. The recipient must hold access now (a deleted account's
 * alerts are switched off when it is deleted, and delivery checks again); the item must still be
 * live. Own items never match.
 */
export async function matchItems(db: Db, refs: readonly AlertItemRef[], now: Date): Promise<number> {
  const statement = matchStatement(refs, now, await truckMatches(db, refs, now));
  if (!statement) return 0;
  const rows = await queryRows<{ matches: number; scheduled: number }>(db, statement);
  const scheduled = rows[0]?.scheduled ?? 0;
  if (scheduled > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${DELIVER_ALERTS_JOB})`);
  return rows[0]?.matches ?? 0;
}

/** Who wants the loads that fit their trucks (the partial index notification_preferences_truck_match_idx). */
const WANTS_TRUCK_MATCHES = sql`select user_id from notification_preferences where is_enabled and truck_match_notifications`;

/**
 * The new loads' fits to users' live trucks (listings/matching.service.ts, decision 0076), for the
 * users who asked for them; nothing is read when nobody has.
 */
async function truckMatches(db: Db, refs: readonly AlertItemRef[], now: Date): Promise<TruckMatch[]> {
  const loadIds = [...new Set(refs.filter((r) => r.itemType === 'cargo').map((r) => r.itemId))];
  if (loadIds.length === 0) return [];
  const [wanted] = await queryRows<{ any: boolean }>(db, sql`select exists (${WANTS_TRUCK_MATCHES}) as any`);
  if (!wanted?.any) return [];
  return truckOwnersForLoads(db, loadIds, WANTS_TRUCK_MATCHES, now);
}

type TruckMatch = { loadId: string; userId: string };

// A user who hid the item's owner (decision 0080) is not alerted about it: who hid the owner is read
// once per item (`hidden_by`, on user_blocks_blocked_idx), not probed once per match.
const HIDDEN_BY = sql`array(select b.user_id from user_blocks b where b.blocked_user_id = k.owner_id)`;
const NOT_HIDDEN = sql`m.user_id <> all(i.hidden_by)`;

/**
 * matchItems' one statement (null when there is nothing to match); bench/alerts-rate.ts explains it.
 * `trucks` are the new loads' fits to users' trucks: each is a match while its user still wants them
 * and holds access.
 */
export function matchStatement(
  refs: readonly AlertItemRef[],
  now: Date,
  trucks: readonly TruckMatch[] = [],
): SQL | null {
  const branches: SQL[] = [];
  if (trucks.length > 0) {
    // One parameter however many: a load may fit the trucks of thousands.
    const pairs = JSON.stringify(trucks.map((m) => ({ user_id: m.userId, load_id: m.loadId })));
    branches.push(sql`
      select p.user_id, 'cargo'::text as item_type, x.load_id as item_id
      from jsonb_to_recordset(${pairs}::jsonb) as x(user_id text, load_id uuid)
      join notification_preferences p on p.user_id = x.user_id
      where p.is_enabled and p.truck_match_notifications and ${alertAccessSql(now)}
        and not exists (select 1 from user_blocks b join cargo_listings c on c.id = x.load_id
          where b.user_id = p.user_id and b.blocked_user_id = c.user_id)
        and (not p.verified_only or exists (select 1 from cargo_listings c
          where c.id = x.load_id and c.owner_verified))
        and ${notWithheldListing('cargo', sql`x.load_id`)}`);
  }
  for (const type of ['cargo', 'transport', 'company'] as const) {
    const ids = [...new Set(refs.filter((r) => r.itemType === type).map((r) => r.itemId))];
    if (ids.length === 0) continue;
    const kind = KINDS[type];
    const list = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]`;
    const found = (part: SQL) => sql`
        select p.user_id from notification_preferences p
        where p.is_enabled and p.user_id <> i.owner_id and ${kind.where} and ${alertAccessSql(now)}
          and (i.verified or not p.verified_only) and ${part}`;
    const parts = (kind.parts ?? [sql`true`]).map(found);
    // `offset 0` keeps the items rows of their own: pulled up into the join, each term column
    // would be its expression again, computed once for every preference row tested.
    branches.push(sql`
      select m.user_id, ${type}::text as item_type, i.id as item_id
      from (select k.*, ${HIDDEN_BY} as hidden_by
        from (${kind.items(list, now, termColumns(kind.terms))}) as k offset 0) as i
      cross join lateral (${sql.join(parts, sql` union all `)}) as m
      where ${NOT_HIDDEN}`);
  }
  if (branches.length === 0) return null;
  const at = sql`${now.toISOString()}::timestamptz`;
  const hourly = sql`${dueAt('hourly', now, null).toISOString()}::timestamptz`;
  const daily = sql`${dueAt('daily', now, null).toISOString()}::timestamptz`;
  return sql`
      with found as (${sql.join(branches, sql` union all `)}),
      matched as (
        insert into alert_matches (user_id, item_type, item_id, matched_at)
        select user_id, item_type, item_id, ${at} from found
        on conflict do nothing
        returning user_id
      ),
      -- A user's pending delivery only ever moves earlier: most matched users already have one
      -- due no later (an instant user's next turn, the next full hour, 07:00), and rewriting
      -- their job row for nothing was a row version and its index entries per match.
      scheduled as (
        insert into jobs (kind, key, payload, run_at)
        select ${DELIVER_ALERTS_JOB}, p.user_id, jsonb_build_object('userId', p.user_id),
          case p.frequency when 'hourly' then ${hourly} when 'daily' then ${daily}
            else greatest(${at}, coalesce(p.last_alert_sent_at + interval '10 minutes', ${at})) end
        from notification_preferences p where p.user_id in (select user_id from matched)
        on conflict (kind, key) where state = 'pending'
        do update set run_at = excluded.run_at where excluded.run_at < jobs.run_at
        returning 1
      )
      select (select count(*) from matched)::int as matches, (select count(*) from scheduled)::int as scheduled`;
}

/** Matches one item (matchItems with one); answers how many users it newly matched. */
export function matchItem(db: Db, itemType: AlertItemType, itemId: string, now: Date): Promise<number> {
  return matchItems(db, [{ itemType, itemId }], now);
}
