import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '../admin-messages';
import { optionalLongText } from '../input-fields';
import { MESSAGES } from '../messages';
import { adminListQuerySchema } from './admin';
import { pageOf } from './common';

/**
 * Reports (issue 31, item 4; docs/decisions/0082): a signed-in user reports a listing or a directory
 * company to the moderators. Three different users' open reports hide the target from everyone but
 * its owner (and admins) until an admin decides; the owner sees it marked as under review and never
 * learns who reported it.
 *
 * POST  /api/reports                 ReportBody -> 201 Report; 401 signed out; 400 CANNOT_REPORT_SELF;
 *                                    404 a target the user cannot see; 409 ALREADY_REPORTED
 * GET   /api/admin/reports?status=   the queue, one item per target, paged (open by default)
 * PATCH /api/admin/reports/{id}      a decision on the target of report {id}: closes all its open
 *                                    reports as `status`; `hide` keeps it hidden (or hides it)
 * PUT   /api/admin/users/{id}/suspension  { suspended } suspends an account or lifts it
 */
const REPORT_TARGETS = ['cargo', 'transport', 'company'] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['fraud', 'spam', 'wrong_contact', 'unavailable', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Different users' open reports that hide a target until an admin decides (the spec). */
export const HIDE_THRESHOLD = 3;

export const REPORT_MESSAGE_MAX = 1000;

export const reportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: MESSAGES.reports.invalidTarget }),
  targetId: z.uuid({ error: MESSAGES.reports.invalidTarget }),
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reports.invalidReason }),
  message: z._default(
    z
      .string({ error: MESSAGES.reports.messageTooLong })
      .check(z.trim(), z.maxLength(REPORT_MESSAGE_MAX, { error: MESSAGES.reports.messageTooLong })),
    '',
  ),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** The report dialog's form: a reason chosen, an explanation within the limit (the body's rules). */
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reports.invalidReason }),
  message: z.string().check(z.maxLength(REPORT_MESSAGE_MAX, { error: MESSAGES.reports.messageTooLong })),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

/** The reporter's own report, as sent. */
export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

// `?status=` with no value is the default, open.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

export const adminReportsQuerySchema = z.extend(adminListQuerySchema, {
  status: z.pipe(
    z.transform(blankToUndefined),
    z._default(z.enum(REPORT_STATUSES, { error: ADMIN_MESSAGES.reports.statusInvalid }), 'open'),
  ),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** One report as the moderator reads it: the reporter's e-mail is the back office's alone. */
const adminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporterEmail: z.nullable(z.string()),
  createdAt: z.string(),
});

/**
 * One reported target with its reports (the open ones, or for a decided target those its last
 * decision closed, at most 50) and its owner's history: when they signed up, their listings and the
 * reports against them on other targets or earlier. `label` names it: a listing's route, a
 * company's name (empty when the target is gone: `exists` false).
 */
const adminReportGroupSchema = z.object({
  reportId: z
    .string()
    .check(z.describe('A report of the group: PATCH /api/admin/reports/{reportId} decides it')),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  label: z.string(),
  exists: z.boolean(),
  hidden: z.boolean(),
  openReports: z.number(),
  decision: z.nullable(z.enum(['resolved', 'dismissed'])),
  decidedAt: z.nullable(z.string()),
  lastReportedAt: z.string(),
  owner: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    createdAt: z.nullable(z.string()),
    suspended: z.boolean(),
    listings: z.number(),
    otherReports: z.number(),
  }),
  reports: z.array(adminReportSchema),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

export const adminReportsPageSchema = pageOf(adminReportGroupSchema);
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

export const reportIdParamsSchema = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.reports.notFound }),
});

export const reportDecisionBodySchema = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: ADMIN_MESSAGES.reports.statusInvalid }),
  hide: z._default(z.boolean({ error: ADMIN_MESSAGES.reports.hideInvalid }), false),
  // A listing's reports resolved, the listing hidden and deleted, in one decision (decision 0092).
  deleteListing: z._default(z.boolean({ error: ADMIN_MESSAGES.reports.deleteFlagInvalid }), false),
  // The moderator's words to the owner, in the owner's mail only; logged with the decision.
  note: z._default(optionalLongText(REPORT_MESSAGE_MAX), null),
});
/** What a client sends. */
export type ReportDecisionBody = z.input<typeof reportDecisionBodySchema>;
/** What the server reads: the body with its defaults filled in. */
export type ReportDecisionChange = z.output<typeof reportDecisionBodySchema>;

/** The decision as made: the target, how many open reports it closed, and whether it stays hidden. */
export const reportDecisionSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  status: z.enum(['resolved', 'dismissed']),
  hidden: z.boolean(),
  closedReports: z.number(),
});
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const suspensionParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });
export const suspensionBodySchema = z.object({
  suspended: z.boolean({ error: ADMIN_MESSAGES.reports.suspendedInvalid }),
});
export const suspensionSchema = z.object({ userId: z.string(), suspendedAt: z.nullable(z.string()) });
export type Suspension = z.infer<typeof suspensionSchema>;
