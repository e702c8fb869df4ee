import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportStatus, ReportTargetType } from '@domain/contract/reports';
import { HIDE_THRESHOLD } from '@domain/contract/reports';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { profiles, reports, users } from '../../db/schema/index';

/** A new report, or none when the reporter has one open on the target already. */
export async function insertReport(
  tx: DbOrTx,
  values: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    ownerId: string;
    reason: string;
    message: string;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * One more open reporter on the target, in the report's transaction: hidden from the third on
 * (the spec), and kept hidden if an admin hid it. Answers the target's state after it.
 */
export async function countReporter(
  tx: DbOrTx,
  target: { targetType: ReportTargetType; targetId: string; ownerId: string },
  now: Date,
): Promise<{ hidden: boolean; openReports: number }> {
  const [row] = await queryRows<{ hidden: boolean; open_reports: number }>(
    tx as Db,
    sql`insert into report_targets (target_type, target_id, owner_id, open_reports, hidden, last_reported_at)
      values (${target.targetType}, ${target.targetId}::uuid, ${target.ownerId}, 1, ${1 >= HIDE_THRESHOLD},
        ${now.toISOString()}::timestamptz)
      on conflict (target_type, target_id) do update set
        open_reports = report_targets.open_reports + 1,
        hidden = report_targets.hidden or report_targets.open_reports + 1 >= ${HIDE_THRESHOLD},
        owner_id = excluded.owner_id,
        last_reported_at = excluded.last_reported_at
      returning hidden, open_reports`,
  );
  return { hidden: row!.hidden, openReports: Number(row!.open_reports) };
}

/** A target's words in the queue and the log: a listing's route, a company's name; null when gone. */
const LABEL = sql`case t.target_type
    when 'cargo' then (select c.origin_city || ' → ' || c.destination_city from cargo_listings c
      where c.id = t.target_id and c.deleted_at is null)
    when 'transport' then (select c.origin_city || ' → ' || c.destination_city from transport_listings c
      where c.id = t.target_id and c.deleted_at is null)
    else (select p.company_name from profiles p where p.id = t.target_id) end`;

export type QueueRow = {
  target_type: ReportTargetType;
  target_id: string;
  owner_id: string;
  open_reports: number;
  hidden: boolean;
  decision: 'resolved' | 'dismissed' | null;
  decided_at: Date | string | null;
  last_reported_at: Date | string;
  label: string | null;
  owner_email: string | null;
  owner_created_at: Date | string | null;
  owner_suspended: boolean;
  owner_listings: number;
  other_reports: number;
  /** The target's latest report: what a decision names, whichever reports the page shows. */
  latest_report_id: string;
};

const queueWhere = (status: ReportStatus) =>
  status === 'open' ? sql`t.open_reports > 0` : sql`t.open_reports = 0 and t.decision = ${status}`;

/** One page of the queue: reported targets, the latest reported (or decided) first. */
export async function findQueuePage(db: Db, status: ReportStatus, limit: number, offset: number) {
  const order = status === 'open' ? sql`t.last_reported_at desc` : sql`t.decided_at desc nulls last`;
  const [rows, [total]] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`select t.target_type, t.target_id::text, t.owner_id, t.open_reports, t.hidden, t.decision,
          t.decided_at, t.last_reported_at, ${LABEL} as label,
          u.email as owner_email, u.created_at as owner_created_at,
          (u.suspended_at is not null) as owner_suspended,
          ((select count(*) from cargo_listings c where c.user_id = t.owner_id and c.deleted_at is null)
            + (select count(*) from transport_listings c where c.user_id = t.owner_id and c.deleted_at is null)
          )::int as owner_listings,
          (select count(*) from reports r where r.owner_id = t.owner_id
            and not (r.target_type = t.target_type and r.target_id = t.target_id))::int as other_reports,
          (select r.id::text from reports r where r.target_type = t.target_type and r.target_id = t.target_id
            order by r.created_at desc limit 1) as latest_report_id
        from report_targets t left join users u on u.id = t.owner_id
        where ${queueWhere(status)}
        order by ${order}, t.target_id
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from report_targets t where ${queueWhere(status)}`,
    ),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type QueueReportRow = {
  id: string;
  target_type: string;
  target_id: string;
  reason: string;
  message: string;
  status: ReportStatus;
  reporter_email: string | null;
  created_at: Date | string;
};

/** The reports of the page's targets: the open ones, or those the target's last decision closed. */
export async function findQueueReports(
  db: Db,
  status: ReportStatus,
  targets: readonly { type: string; id: string }[],
): Promise<QueueReportRow[]> {
  if (targets.length === 0) return [];
  const pairs = sql.join(
    targets.map((t) => sql`(${t.type}, ${t.id}::uuid)`),
    sql`, `,
  );
  const which =
    status === 'open' ? sql`r.status = 'open'` : sql`r.status = ${status} and r.decided_at = t.decided_at`;
  return queryRows<QueueReportRow>(
    db,
    sql`select id, target_type, target_id, reason, message, status, reporter_email, created_at from (
        select r.id::text, r.target_type, r.target_id::text, r.reason, r.message, r.status,
          u.email as reporter_email, r.created_at,
          row_number() over (partition by r.target_type, r.target_id order by r.created_at desc) as n
        from reports r
        join report_targets t on t.target_type = r.target_type and t.target_id = r.target_id
        left join users u on u.id = r.reporter_id
        where (r.target_type, r.target_id) in (${pairs}) and ${which}) as x
      where n <= 50 order by created_at desc`,
  );
}

export type TargetState = {
  target_type: ReportTargetType;
  target_id: string;
  owner_id: string;
  open_reports: number;
  hidden: boolean;
  label: string | null;
  owner_email: string | null;
};

/** The target of report `id`, locked for the decision (null when there is no such report). */
export async function lockTargetOfReport(tx: DbOrTx, id: string): Promise<TargetState | null> {
  const [row] = await queryRows<TargetState>(
    tx as Db,
    sql`select t.target_type, t.target_id::text, t.owner_id, t.open_reports, t.hidden, ${LABEL} as label,
        u.email as owner_email
      from report_targets t
      join reports r on r.target_type = t.target_type and r.target_id = t.target_id
      left join users u on u.id = t.owner_id
      where r.id = ${id}::uuid
      for update of t`,
  );
  return row ?? null;
}

/** Closes the target's open reports and records the decision on it: the closed reports' reporters. */
export async function decideTarget(
  tx: DbOrTx,
  target: { type: string; id: string },
  decision: { status: 'resolved' | 'dismissed'; hide: boolean; adminId: string },
  now: Date,
): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const closed = await queryRows<{ reporter_id: string }>(
    tx as Db,
    sql`update reports set status = ${decision.status}, decided_at = ${at}, decided_by = ${decision.adminId}
      where target_type = ${target.type} and target_id = ${target.id}::uuid and status = 'open'
      returning reporter_id`,
  );
  await tx.execute(sql`update report_targets set open_reports = 0, hidden = ${decision.hide},
      decision = ${decision.status}, decided_at = ${at}, decided_by = ${decision.adminId}
    where target_type = ${target.type} and target_id = ${target.id}::uuid`);
  return closed.map((r) => r.reporter_id);
}

/** The accounts a decision's mail goes to, with their pages' language; a removed account gets none. */
export function mailRecipients(tx: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
}

/** Sets or clears an account's suspension and ends its sessions: the account's e-mail, or null. */
export async function setSuspended(
  tx: DbOrTx,
  userId: string,
  suspendedAt: Date | null,
): Promise<{ email: string; before: Date | string | null } | null> {
  const [row] = await queryRows<{ email: string; before: Date | string | null }>(
    tx as Db,
    sql`update users u set suspended_at = ${
      suspendedAt ? sql`coalesce(old.suspended_at, ${suspendedAt.toISOString()}::timestamptz)` : sql`null`
    }
      from (select id, suspended_at from users where id = ${userId} and deleted_at is null for update) as old
      where u.id = old.id
      returning u.email, old.suspended_at as before`,
  );
  if (row && suspendedAt) await tx.execute(sql`delete from sessions where user_id = ${userId}`);
  return row ?? null;
}

/**
 * A suspension pauses the account's running listings, marked with the suspension's own time, so
 * that lifting it runs again exactly those (not the ones the owner had paused): the live rule then
 * leaves them out of every list, with nothing added to the feeds' conditions. Each row's change is
 * announced to the live streams by the listings' trigger.
 */
export async function pauseForSuspension(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  for (const table of [sql`cargo_listings`, sql`transport_listings`]) {
    await tx.execute(sql`update ${table} set status = 'inactive', updated_at = ${at.toISOString()}::timestamptz
      where user_id = ${userId} and status = 'active' and deleted_at is null`);
  }
}

/**
 * Lifting a suspension runs again the listings it paused (their mark is the suspension's time):
 * called before the suspension is cleared, which it reads.
 */
export async function resumeAfterSuspension(tx: DbOrTx, userId: string): Promise<void> {
  for (const table of [sql`cargo_listings`, sql`transport_listings`]) {
    await tx.execute(sql`update ${table} set status = 'active', updated_at = now()
      where user_id = ${userId} and status = 'inactive' and deleted_at is null
        and updated_at = (select suspended_at from users where id = ${userId})`);
  }
}
