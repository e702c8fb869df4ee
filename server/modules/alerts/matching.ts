import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ALERT_SECTION_FILTERS, type AlertSection } from '@domain/alert-sections';
import { dueAt } from '@domain/alert-schedule';
import { queryRows, type Db } from '../../db/client';
import { holdsAccessSql, listedInDirectory } from '../../db/directory';
import { liveSql } from '../../db/live';
import {
  cargoListings,
  notificationPreferences,
  profiles,
  subscribers,
  transportListings,
} from '../../db/schema/index';
import { JOBS_CHANNEL } from '../../platform/jobs/queue';

/**
 * Matching one new item (a listing that became live, a company that joined the directory) against
 * every enabled alert preference of every access holder, in one statement: the matches are written
 * once (alert_matches' key is user and item, so a second run adds nothing) and each matched user's
 * delivery job is scheduled by their frequency (domain/alert-schedule.ts).
 *
 * A section counts only with at least one filter set (docs/decisions/0047). The filters, as the
 * spec defines them: an empty filter is "any"; a range misses an item without
 * that value, except the volume range, which keeps it as the feed's volume filter does; a date
 * window keeps an item without a date; list filters compare case-insensitively through the
 * lower-cased `match_terms` and its GIN index (migration 0016). The item is read first, so its
 * values are constants the index can look up. Own items never match.
 */

export type AlertItemType = 'cargo' | 'transport' | 'company';

export const DELIVER_ALERTS_JOB = 'alerts.deliver';

/** A column of the preference row `p` (names from this file only, never from input). */
const pref = (column: string) => sql.raw(`p.${column}`);

/**
 * A list filter: empty (its wildcard term), or holding one of the item's values, lower-cased by the
 * database as the stored terms are. `indexed` lists (the countries, which nearly everyone sets, so
 * their terms are rare) are asked as an overlap the GIN index on match_terms answers; the others
 * (mostly empty, so their wildcard term is in most rows) are tested on the rows the index found,
 * which is cheaper than reading their long posting lists.
 */
function inList(tag: string, values: readonly (string | null)[], indexed = false): SQL {
  const given = values.filter((v): v is string => v !== null && v !== '');
  const terms = [sql`${tag + ':*'}`, ...given.map((v) => sql`${tag + ':'} || lower(${v}::text)`)];
  if (indexed) return sql`p.match_terms && array[${sql.join(terms, sql`, `)}]`;
  return sql`(${sql.join(
    terms.map((term) => sql`${term} = any(p.match_terms)`),
    sql` or `,
  )})`;
}

/** A range bound: no bound, or the item's value is within it (an item without the value misses). */
const atLeast = (min: string, value: number | null) =>
  sql`(${pref(min)} is null or ${value}::numeric >= ${pref(min)})`;
const atMost = (max: string, value: number | null) =>
  sql`(${pref(max)} is null or ${value}::numeric <= ${pref(max)})`;

/** A date window keeps items without a date. */
const inWindow = (from: string, to: string, value: string | null) =>
  value === null
    ? sql`true`
    : sql`(${pref(from)} is null or ${value}::date >= ${pref(from)})
        and (${pref(to)} is null or ${value}::date <= ${pref(to)})`;

const num = (v: unknown) => (v == null ? null : Number(v));

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

/** The item, if it is still there, and the preferences it satisfies: a condition on `p`. */
type Candidates = { ownerId: string; where: SQL } | null;

async function cargoCandidates(db: Db, id: string, now: Date): Promise<Candidates> {
  const l = cargoListings;
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, id), liveSql(l, now)));
  if (!row) return null;
  const weight = num(row.weight);
  const quantity = num(row.quantity);
  return {
    ownerId: row.userId,
    where: sql`p.cargo_notifications and ${sectionSet('cargo')}
      and ${inList('coc', [row.originCountry], true)} and ${inList('cdc', [row.destinationCountry], true)}
      and ${inList('ct', [row.cargoType])} and ${inList('coi', [row.originCity])}
      and ${inList('cdi', [row.destinationCity])} and ${inList('clt', [row.loadingType])}
      and ${inList('cu', [row.unit])}
      and ${atLeast('cargo_min_weight', weight)} and ${atMost('cargo_max_weight', weight)}
      and ${atLeast('cargo_min_quantity', quantity)} and ${atMost('cargo_max_quantity', quantity)}
      and ${inWindow('cargo_pickup_date_from', 'cargo_pickup_date_to', row.pickupDate)}
      and ${inWindow('cargo_delivery_date_from', 'cargo_delivery_date_to', row.deliveryDate)}
      and ${row.isUrgent ? sql`true` : sql`not p.cargo_urgent_only`}`,
  };
}

async function transportCandidates(db: Db, id: string, now: Date): Promise<Candidates> {
  const l = transportListings;
  const [row] = await db
    .select()
    .from(l)
    .where(and(eq(l.id, id), liveSql(l, now)));
  if (!row) return null;
  const capacity = num(row.capacity);
  const volume = num(row.volumeCapacity);
  return {
    ownerId: row.userId,
    where: sql`p.transport_notifications and ${sectionSet('transport')}
      and ${inList('toc', [row.originCountry], true)} and ${inList('tdc', [row.destinationCountry], true)}
      and ${inList('ttt', [row.trailerType])} and ${inList('toi', [row.originCity])}
      and ${inList('tdi', [row.destinationCity])} and ${inList('tvu', [row.volumeUnit])}
      and ${inList('tsa', [row.serviceArea])}
      and ${atLeast('transport_min_capacity', capacity)} and ${atMost('transport_max_capacity', capacity)}
      and ${volume === null ? sql`true` : sql`${atLeast('transport_min_volume_capacity', volume)} and ${atMost('transport_max_volume_capacity', volume)}`}
      and ${inWindow('transport_available_date_from', 'transport_available_date_to', row.availableDate)}`,
  };
}

async function companyCandidates(db: Db, id: string, now: Date): Promise<Candidates> {
  const [found] = await db
    .select({ profile: profiles })
    .from(profiles)
    .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
    .where(and(eq(profiles.id, id), listedInDirectory(now)));
  if (!found) return null;
  const c = found.profile;
  const routes = (Array.isArray(c.regularRoutes) ? c.regularRoutes : [])
    .map((r) => r.route)
    .filter((r): r is string => typeof r === 'string' && r !== '');
  return {
    ownerId: c.userId,
    where: sql`p.company_notifications and ${sectionSet('company')}
      and ${inList('csp', [c.specialty])} and ${inList('ctt', c.transportTypes ?? [])}
      and ${inList('csr', c.serviceRegions ?? [])}
      and ${atLeast('company_min_established_year', c.establishedYear)}
      and ${atLeast('company_min_employees', c.employeesCount)}
      and (p.company_regular_routes is null or cardinality(p.company_regular_routes) = 0 or exists (
        select 1 from unnest(p.company_regular_routes) as wanted,
          unnest(array[${sql.join([sql`''`, ...routes.map((r) => sql`${r}::text`)], sql`, `)}]) as route
        where route <> '' and strpos(lower(route), lower(wanted)) > 0))`,
  };
}

const CANDIDATES: Record<AlertItemType, (db: Db, id: string, now: Date) => Promise<Candidates>> = {
  cargo: cargoCandidates,
  transport: transportCandidates,
  company: companyCandidates,
};

/**
 * Matches one item and schedules the matched users' deliveries; answers how many users it newly
 * matched. The recipient must hold access now (a deleted account's alerts are switched off when it
 * is deleted, and delivery checks again); the item must still be live.
 */
export async function matchItem(db: Db, itemType: AlertItemType, itemId: string, now: Date): Promise<number> {
  const item = await CANDIDATES[itemType](db, itemId, now);
  if (!item) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const hourly = sql`${dueAt('hourly', now, null).toISOString()}::timestamptz`;
  const daily = sql`${dueAt('daily', now, null).toISOString()}::timestamptz`;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
      with matched as (
        insert into alert_matches (user_id, item_type, item_id, matched_at)
        select p.user_id, ${itemType}, ${itemId}::uuid, ${at}
        from notification_preferences p
        join subscribers on subscribers.user_id = p.user_id
        where p.is_enabled and p.user_id <> ${item.ownerId} and ${item.where} and ${holdsAccessSql(now)}
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
