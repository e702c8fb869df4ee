import * as z from 'zod/mini';
import { FIRST_YEAR, LAST_YEAR } from '../dates';
import { FREE_MONTHLY_CREDITS } from '../plans';
import { MESSAGES } from '../messages';

/**
 * POST /api/dev/test-users (development and tests only, absent in production): a confirmed user
 * with a plan and role, signed in by the answer's Set-Cookie. The browser tests' way in.
 */
const planSchema = z.enum(['free', 'trial', 'premium']);
const roleSchema = z.enum(['user', 'admin']);

// The credits columns are 4-byte integers, and the database refuses more used than monthly credits.
const count = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));
const credits = z.object({ used: z.optional(count), monthly: z.optional(count) }).check(
  z.refine(({ used = 0, monthly = FREE_MONTHLY_CREDITS }) => used <= monthly, {
    error: MESSAGES.schema.usedAboveMonthly,
    path: ['used'],
  }),
);
// The years any date of the product may have (domain/dates.ts); year 0000 is no time PostgreSQL keeps.
const inProductYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

export const testUserBodySchema = z.object({
  email: z.optional(z.email().check(z.maxLength(254))),
  name: z.optional(z.string().check(z.maxLength(100))),
  plan: z._default(planSchema, 'free'),
  planEndsAt: z
    .optional(
      z.iso
        .datetime({ offset: true })
        .check(z.refine(inProductYears, { error: MESSAGES.schema.yearOutOfRange })),
    )
    .check(z.describe('default 30 days from now; past = expired')),
  role: z._default(roleSchema, 'user'),
  password: z
    .optional(z.string().check(z.minLength(8), z.maxLength(128)))
    .check(z.describe('only to sign in through the form as well')),
  credits: z.optional(credits),
  profile: z.optional(
    z.partial(
      z.object({
        companyName: z.string().check(z.maxLength(200)),
        contactPerson: z.string().check(z.maxLength(200)),
        phone: z.string().check(z.maxLength(50)),
        email: z.string().check(z.maxLength(254)),
        website: z.string().check(z.maxLength(500)),
        showInCompanyDirectory: z.boolean(),
        transportTypes: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
        serviceRegions: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
      }),
    ),
  ),
});

export const testUserAnswerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  plan: planSchema,
  role: roleSchema,
});
