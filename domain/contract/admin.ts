import * as z from 'zod/mini';
import { ADMIN_ACTIONS, ADMIN_PERIODS } from '../admin-activity';
import { isCalendarDay } from '../dates';
import { pageQuerySchema } from '../pagination';
import { pageOf } from './common';
import { MESSAGES } from '../messages';

/** GET and PUT /api/admin/maintenance: the maintenance switch and its texts (admins only). */
export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSchema>;

// The server's limits; the dialog stops the typing at them instead of the server refusing the save.
export const MAINTENANCE_TITLE_MAX = 200;
export const MAINTENANCE_SUBTITLE_MAX = 500;

const nonBlank = (max: number, message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message }),
      z.maxLength(max, { message: MESSAGES.schema.maxChars(max) }),
    );

export const maintenanceUpdateSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  title: z.optional(nonBlank(MAINTENANCE_TITLE_MAX, MESSAGES.schema.titleRequired)),
  subtitle: z.optional(nonBlank(MAINTENANCE_SUBTITLE_MAX, MESSAGES.schema.subtitleRequired)),
});
export type MaintenanceChange = z.input<typeof maintenanceUpdateSchema>;

/** The back office's lists: a page, and a search where the list has one. */
export const adminListQuerySchema = z.extend(pageQuerySchema, {
  q: z._default(z.string().check(z.trim(), z.maxLength(200, { error: MESSAGES.schema.search200 })), ''),
});

/**
 * A page of a back-office list that may be long (users, listings): its total is counted up to 10 000
 * rows (1 000 for a search) like the feeds' (domain/feeds.ts); beyond that `totalIsLowerBound` says
 * the list goes on, and the page shows "10 000+".
 */
export const adminPageOf = <T extends z.ZodMiniType>(item: T) =>
  z.extend(pageOf(item), {
    totalIsLowerBound: z.boolean().check(z.describe('true when more rows match than were counted')),
  });

/** One row of the activity log: who did what to which target, with the old and new values. */
const activityItemSchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  adminId: z.nullable(z.string()),
  adminEmail: z.nullable(z.string().check(z.describe('null once that admin account is deleted'))),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

const optionalDay = z.optional(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.schema.dateFormat }),
      z.refine(isCalendarDay, { error: MESSAGES.schema.dateFormat }),
    ),
);

/** GET /api/admin/activity: a page of the log, optionally of one action and of days (Tallinn) from–to. */
export const activityQuerySchema = z.extend(adminListQuerySchema, {
  action: z.optional(z.enum(ADMIN_ACTIONS, { error: MESSAGES.schema.unknownAction })),
  from: optionalDay,
  to: optionalDay,
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityPageSchema = pageOf(activityItemSchema);

/** GET /api/admin/overview?period= */
export const overviewQuerySchema = z.object({
  period: z._default(z.enum(ADMIN_PERIODS, { error: MESSAGES.schema.period }), '7d'),
});
/** How much mail is undelivered (the dashboard's figure; the /admin/mail page's header). */
export const undeliveredMailCountsSchema = z.object({
  failed: z.number().check(z.describe('given up after days of retries: waits for an admin to send it again')),
  retrying: z.number().check(z.describe('pending after at least one failed attempt')),
});
export type UndeliveredMailCounts = z.infer<typeof undeliveredMailCountsSchema>;

const countSinceSchema = z.object({ total: z.number(), since: z.number() });
export const overviewSchema = z.object({
  period: z.enum(ADMIN_PERIODS),
  since: z.string().check(z.describe('ISO time the period starts')),
  users: countSinceSchema,
  cargo: countSinceSchema,
  transport: countSinceSchema,
  openFeedback: z.number().check(z.describe('feedback open or in progress')),
  mail: undeliveredMailCountsSchema,
  activity: z.array(activityItemSchema).check(z.describe('the latest entries of the activity log')),
});
export type Overview = z.infer<typeof overviewSchema>;
