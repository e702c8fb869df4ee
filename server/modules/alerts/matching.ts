import { sql, type SQL } from 'drizzle-orm';
import { dueAt } from '@domain/alert-schedule';
import { queryRows, type Db } from '../../db/client';
import { holdsAccessSql, listedInDirectory } from '../../db/directory';
import { liveSql } from '../../db/live';
import { cargoListings, transportListings } from '../../db/schema/index';
import { JOBS_CHANNEL } from '../../platform/jobs/queue';

/**
 * Matching one new item (a listing that became live, a company that joined the directory) against
 * every enabled alert preference of every access holder, in one statement: the matches are written
 * once (alert_matches' key is user and item, so a second run adds nothing) and each matched user's
 * delivery job is scheduled by their frequency (domain/alert-schedule.ts).
 *
 * The filters, as the spec defines them: an empty filter is "any"; a range misses an item without
 * that value, except the volume range, which keeps it as the feed's volume filter does; a date
 * window keeps an item without a date; list filters compare case-insensitively through the
 * lower-cased `match_terms` (migration 0016). Own items never match.
 */

export type AlertItemType = 'cargo' | 'transport' | 'company';

export const DELIVER_ALERTS_JOB = 'alerts.deliver';

/** A column of the preference row `p` (names from this file only, never from input). */
const pref = (column: string) => sql.raw(`p.${column}`);

/** A list filter: empty, or the item's value (lower-cased, with the list's tag) is in it. */
const inList = (list: string, tag: string, value: SQL) =>
  sql`(${pref(list)} is null or cardinality(${pref(list)}) = 0
    or ${tag + ':'} || lower(${value}) = any(p.match_terms))`;

/** A list filter against an item's list of values: empty, or any of them is in it. */
const anyInList = (list: string, tag: string, values: SQL) =>
  sql`(${pref(list)} is null or cardinality(${pref(list)}) = 0
    or exists (select 1 from unnest(${values}) as v where ${tag + ':'} || lower(v) = any(p.match_terms)))`;

const atLeast = (min: string, value: SQL) => sql`(${pref(min)} is null or ${value} >= ${pref(min)})`;
const atMost = (max: string, value: SQL) => sql`(${pref(max)} is null or ${value} <= ${pref(max)})`;

/** A date window keeps items without a date. */
const inWindow = (from: string, to: string, value: SQL) =>
  sql`(${value} is null or (${atLeast(from, value)} and ${atMost(to, value)}))`;

function cargoMatches(id: string, now: Date): SQL {
  const l = cargoListings;
  return sql`
    select p.user_id, ${l.userId} as owner_id from ${l}
    join notification_preferences p on p.cargo_notifications
    where ${l.id} = ${id} and ${liveSql(l, now)}
      and ${atLeast('cargo_min_weight', sql`${l.weight}`)} and ${atMost('cargo_max_weight', sql`${l.weight}`)}
      and ${atLeast('cargo_min_quantity', sql`${l.quantity}`)} and ${atMost('cargo_max_quantity', sql`${l.quantity}`)}
      and ${inWindow('cargo_pickup_date_from', 'cargo_pickup_date_to', sql`${l.pickupDate}`)}
      and ${inWindow('cargo_delivery_date_from', 'cargo_delivery_date_to', sql`${l.deliveryDate}`)}
      and (not p.cargo_urgent_only or ${l.isUrgent})
      and ${inList('cargo_types', 'ct', sql`${l.cargoType}`)}
      and ${inList('cargo_origin_countries', 'coc', sql`${l.originCountry}`)}
      and ${inList('cargo_destination_countries', 'cdc', sql`${l.destinationCountry}`)}
      and ${inList('cargo_origin_cities', 'coi', sql`${l.originCity}`)}
      and ${inList('cargo_destination_cities', 'cdi', sql`${l.destinationCity}`)}
      and ${inList('cargo_loading_types', 'clt', sql`${l.loadingType}`)}
      and ${inList('cargo_units', 'cu', sql`${l.unit}`)}`;
}

function transportMatches(id: string, now: Date): SQL {
  const l = transportListings;
  return sql`
    select p.user_id, ${l.userId} as owner_id from ${l}
    join notification_preferences p on p.transport_notifications
    where ${l.id} = ${id} and ${liveSql(l, now)}
      and ${atLeast('transport_min_capacity', sql`${l.capacity}`)}
      and ${atMost('transport_max_capacity', sql`${l.capacity}`)}
      and ${atLeast('transport_min_volume_capacity', sql`coalesce(${l.volumeCapacity}, 'Infinity'::numeric)`)}
      and ${atMost('transport_max_volume_capacity', sql`coalesce(${l.volumeCapacity}, 0)`)}
      and ${inWindow('transport_available_date_from', 'transport_available_date_to', sql`${l.availableDate}`)}
      and ${inList('transport_trailer_types', 'ttt', sql`${l.trailerType}`)}
      and ${inList('transport_origin_countries', 'toc', sql`${l.originCountry}`)}
      and ${inList('transport_destination_countries', 'tdc', sql`${l.destinationCountry}`)}
      and ${inList('transport_origin_cities', 'toi', sql`${l.originCity}`)}
      and ${inList('transport_destination_cities', 'tdi', sql`${l.destinationCity}`)}
      and ${inList('transport_volume_units', 'tvu', sql`${l.volumeUnit}`)}
      and ${inList('transport_service_areas', 'tsa', sql`${l.serviceArea}`)}`;
}

function companyMatches(id: string, now: Date): SQL {
  // The directory rule reads `profiles` and `subscribers` by name: here they are the company's.
  return sql`
    select p.user_id, profiles.user_id as owner_id from profiles
    join subscribers on subscribers.user_id = profiles.user_id
    join notification_preferences p on p.company_notifications
    where profiles.id = ${id} and ${listedInDirectory(now)}
      and ${atLeast('company_min_established_year', sql`profiles.established_year`)}
      and ${atLeast('company_min_employees', sql`profiles.employees_count`)}
      and ${inList('company_specialties', 'csp', sql`profiles.specialty`)}
      and ${anyInList('company_transport_types', 'ctt', sql`profiles.transport_types`)}
      and ${anyInList('company_service_regions', 'csr', sql`profiles.service_regions`)}
      and (p.company_regular_routes is null or cardinality(p.company_regular_routes) = 0 or exists (
        select 1 from unnest(p.company_regular_routes) as wanted,
          jsonb_array_elements(case when jsonb_typeof(profiles.regular_routes) = 'array'
            then profiles.regular_routes else '[]'::jsonb end) as r(v)
        where strpos(lower(r.v ->> 'route'), lower(wanted)) > 0))`;
}

const CANDIDATES: Record<AlertItemType, (id: string, now: Date) => SQL> = {
  cargo: cargoMatches,
  transport: transportMatches,
  company: companyMatches,
};

/**
 * Matches one item and schedules the matched users' deliveries; answers how many users it newly
 * matched. The recipient must hold access now and not be deleted; the item must still be live.
 */
export async function matchItem(db: Db, itemType: AlertItemType, itemId: string, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const hourly = sql`${dueAt('hourly', now, null).toISOString()}::timestamptz`;
  const daily = sql`${dueAt('daily', now, null).toISOString()}::timestamptz`;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
      with candidates as (${CANDIDATES[itemType](itemId, now)}),
      matched as (
        insert into alert_matches (user_id, item_type, item_id, matched_at)
        select c.user_id, ${itemType}, ${itemId}::uuid, ${at}
        from candidates c
        join notification_preferences p on p.user_id = c.user_id and p.is_enabled
        join subscribers on subscribers.user_id = c.user_id
        join users u on u.id = c.user_id and u.deleted_at is null
        where c.user_id <> c.owner_id and ${holdsAccessSql(now)}
        on conflict do nothing
        returning user_id
      ),
      scheduled as (
        insert into jobs (kind, key, payload, run_at)
        select ${DELIVER_ALERTS_JOB}, m.user_id, jsonb_build_object('userId', m.user_id),
          case p.frequency when 'hourly' then ${hourly} when 'daily' then ${daily}
            else greatest(${at}, coalesce(p.last_alert_sent_at + interval '10 minutes', ${at})) end
        from matched m join notification_preferences p on p.user_id = m.user_id
        on conflict (kind, key) where state = 'pending'
        do update set run_at = least(jobs.run_at, excluded.run_at)
        returning 1
      )
      select (select count(*) from scheduled)::int as n`,
  );
  const n = rows[0]?.n ?? 0;
  if (n > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${DELIVER_ALERTS_JOB})`);
  return n;
}
