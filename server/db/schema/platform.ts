import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import type { LookupLabels } from '@domain/lookup-labels';

// The seven admin-managed lookup lists share one shape: id, a unique name (the stored value, in
// Estonian) and its labels in the other languages ({ "en": "…", "ru": "…" }; domain/lookup-labels.ts).
const lookup = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      name: text('name').notNull(),
      labels: jsonb('labels').$type<LookupLabels>().notNull().default({}),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex(`${name}_name_unique`).on(t.name),
      // Names are unique per list in any case (DECISIONS.md, "Lookup lists").
      uniqueIndex(`${name}_name_lower_unique`).on(sql`lower(${t.name})`),
      check(`${name}_name_check`, sql`length(trim(${t.name})) > 0`),
      check(`${name}_labels_check`, sql`jsonb_typeof(${t.labels}) = 'object'`),
    ],
  );

export const cargoTypes = lookup('cargo_types');
export const trailerTypes = lookup('trailer_types');
export const transportTypes = lookup('transport_types');
export const serviceRegions = lookup('service_regions');
export const specializations = lookup('specializations');
export const loadingTypes = lookup('loading_types');
export const units = lookup('units');

export const pricingConfig = pgTable(
  'pricing_config',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    configKey: text('config_key').notNull(),
    configValue: numeric('config_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_config_key_unique').on(t.configKey),
    check('pricing_config_value_check', sql`${t.configValue} >= 0`),
  ],
);

/** A single row (id = 1): the maintenance switch and its texts. */
export const maintenanceSettings = pgTable(
  'maintenance_settings',
  {
    id: integer('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull().default(false),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The activity log: every admin write (in its transaction), and what users do that the back office
 * follows (decision 0043): sign-ups, sign-ins and sign-outs, profile changes, and, written by row
 * triggers in the statement that causes them, new listings and companies joining the directory.
 * `admin_id` is whoever acted: an admin, or the user themself for their own events.
 */
export const adminActivityLog = pgTable(
  'admin_activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_activity_created_idx').on(t.createdAt.desc()),
    // The log's filter by action, newest first: sign-ins outnumber every other action many times,
    // so a rare action is found through its own entries, not by walking them all.
    index('admin_activity_action_created_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * Outgoing e-mail, and the development mailbox's list. A message is written in the same transaction
 * as the action that causes it, together with the `mail.send` job that sends it (jobs below), so an
 * SMTP outage delays mail but loses none. `status` and `attempts` say how sending went; mail that
 * failed, or waits for a retry, is listed to admins at /admin/mail.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Extra headers (List-Unsubscribe on alerts), as sent.
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When sending was last tried (sent or failed); null until the first attempt.
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    // The back office's undelivered mail, newest first: given up, or waiting for a retry after a
    // failed attempt. Only these rows are in it, so the list and the dashboard's figure stay small
    // however much mail was sent; `status` is in it so the figure counts from the index alone
    // (decision 0035).
    index('email_outbox_undelivered_idx')
      .on(t.createdAt.desc(), t.id.desc(), t.status)
      .where(sql`${t.status} = 'failed' or (${t.status} = 'pending' and ${t.attempts} > 0)`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The background job queue (platform/jobs, docs/decisions/0029-job-queue-in-postgres.md). A job is
 * written in the transaction of its cause; a worker claims due ones with FOR UPDATE SKIP LOCKED and
 * a lease (`locked_until`), so one instance runs a job at a time and a crashed worker's job runs
 * again when its lease ends. A finished job is deleted; one that keeps failing ends as 'failed'.
 * `key` makes a pending job unique per kind (one pending alert delivery per user).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('pending', 'running')`),
    uniqueIndex('jobs_pending_key_unique')
      .on(t.kind, t.key)
      .where(sql`${t.state} = 'pending'`),
    check('jobs_state_check', sql`${t.state} in ('pending', 'running', 'failed')`),
  ],
);

/** Fixed-window counters for rate limits when no Redis is configured (shared by all instances). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Steps that run once per database at a start, after the migrations, and are recorded here so they
 * never run again (server/db/once.ts): data work that needs the seeds (the gazetteer) and so cannot
 * be a migration, such as locating the rows stored before the gazetteer.
 */
export const oneTimeSteps = pgTable('one_time_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
