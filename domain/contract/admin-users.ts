import * as z from 'zod/mini';
import { LAST_YEAR } from '../dates';
import { adminListQuerySchema } from './admin';
import { adminPageOf } from './admin';
import { MESSAGES } from '../messages';

/** The users page's role filter: everyone, admins only, or everyone else. */
export const ADMIN_USER_ROLE_FILTERS = ['all', 'admin', 'user'] as const;
export type AdminUserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];

/**
 * The users page's subscription filter: premium is a running subscription (paid or set by an admin),
 * trial a running trial without one, free neither.
 */
export const ADMIN_USER_PLAN_FILTERS = ['all', 'premium', 'trial', 'free'] as const;
export type AdminUserPlanFilter = (typeof ADMIN_USER_PLAN_FILTERS)[number];

// `?role=` with no value means "not given", as `?page=` does.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/** GET /api/admin/users?q=&role=&plan=&page=&pageSize= */
export const adminUsersQuerySchema = z.extend(adminListQuerySchema, {
  role: z.pipe(
    z.transform(blankToUndefined),
    z._default(z.enum(ADMIN_USER_ROLE_FILTERS, { error: MESSAGES.schema.roleFilter }), 'all'),
  ),
  plan: z.pipe(
    z.transform(blankToUndefined),
    z._default(z.enum(ADMIN_USER_PLAN_FILTERS, { error: MESSAGES.schema.planFilter }), 'all'),
  ),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user's plan as the back office shows it. */
const adminUserSubscriptionSchema = z.object({
  tier: z
    .enum(['free', 'premium'])
    .check(z.describe('premium while a subscription runs (paid or set by an admin)')),
  isTrial: z.boolean().check(z.describe('a trial is running')),
  end: z.nullable(
    z
      .string()
      .check(z.describe('ISO time the running subscription (else the running trial) ends; null when free')),
  ),
  access: z.boolean().check(z.describe('premium access now: a running trial or subscription')),
  grantedByAdmin: z.boolean().check(z.describe('the running premium was set by an admin, without a payment')),
});

/** One row of the users page. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  contactPerson: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  role: z.enum(['admin', 'user']),
  subscription: adminUserSubscriptionSchema,
  cargoCount: z.number().check(z.describe('cargo listings not deleted')),
  transportCount: z.number().check(z.describe('transport listings not deleted')),
  createdAt: z.string(),
  isSelf: z.boolean().check(z.describe('this is the signed-in admin')),
  suspended: z.boolean().check(z.describe('an admin suspended the account (decision 0082)')),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = adminPageOf(adminUserSchema);

/** /api/admin/users/{id} */
export const adminUserParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100, { error: MESSAGES.schema.unknownUser })),
});

/** PUT /api/admin/users/{id}/role */
export const adminRoleChangeSchema = z.strictObject({
  admin: z.boolean({ error: MESSAGES.schema.adminBoolean }),
});

// The latest end an admin can set: the last year any date of the product may have (domain/dates.ts).
const LATEST_END = Date.UTC(LAST_YEAR + 1, 0, 1);

/**
 * PUT /api/admin/users/{id}/subscription: free ends a running trial or subscription now; premium runs
 * until `end` (in the future) without a payment. A trial is not given here.
 */
export const adminSubscriptionChangeSchema = z.discriminatedUnion(
  'tier',
  [
    z.strictObject({ tier: z.literal('free') }),
    z.strictObject({
      tier: z.literal('premium'),
      end: z.iso.datetime({ offset: true, error: MESSAGES.schema.endIsoTime }).check(
        z.refine((value) => Date.parse(value) < LATEST_END, {
          error: MESSAGES.schema.endBeforeYear(LAST_YEAR + 1),
        }),
        z.describe('ISO time in the future'),
      ),
    }),
  ],
  { error: MESSAGES.schema.tierFreeOrPremium },
);
export type AdminSubscriptionChange = z.infer<typeof adminSubscriptionChangeSchema>;

/** Whether a premium end chosen in the back office is acceptable now (the server checks it too). */
export function isFutureEnd(end: Date | string, now = new Date()): boolean {
  const time = typeof end === 'string' ? Date.parse(end) : end.getTime();
  return Number.isFinite(time) && time > now.getTime();
}
