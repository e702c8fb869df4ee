import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Reports (issue 31, item 4; decision 0082): a signed-in user tells the moderators that a listing or
 * a directory company is wrong. `owner_id` is the target's owner when it was reported (the owner's
 * history in the queue; never shown to the owner with the reporter). One open report per reporter
 * and target (the partial unique index); a decision closes every open report of the target at once.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One open report per user and target (409 ALREADY_REPORTED).
    uniqueIndex('reports_open_pair_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // A target's reports in the queue, the latest first.
    index('reports_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    // The owner's history: reports against them.
    index('reports_owner_idx').on(t.ownerId),
    // An account's deletion finds its reports.
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_target_type_check', sql`${t.targetType} in ('cargo', 'transport', 'company')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('fraud', 'spam', 'wrong_contact', 'unavailable', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);

/**
 * A reported target's moderation state, written in the transaction of each report and decision:
 * how many different users have it reported and open, whether it is hidden from everyone but its
 * owner (three open reporters, or an admin's "hide"), and the last decision. The feeds leave the
 * hidden ids out (`report_targets_hidden_idx`, a small set).
 */
export const reportTargets = pgTable(
  'report_targets',
  {
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openReports: integer('open_reports').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    // What the feeds, the directory and the alerts leave out.
    index('report_targets_hidden_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.hidden}`),
    // The queue: targets with open reports, the latest reported first.
    index('report_targets_queue_idx')
      .on(t.lastReportedAt.desc())
      .where(sql`${t.openReports} > 0`),
    index('report_targets_owner_idx').on(t.ownerId),
    check('report_targets_type_check', sql`${t.targetType} in ('cargo', 'transport', 'company')`),
    check('report_targets_decision_check', sql`${t.decision} in ('resolved', 'dismissed')`),
  ],
);
