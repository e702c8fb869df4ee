import * as z from 'zod/mini';

/**
 * POST /api/dev/test-users (development and tests only, absent in production): a confirmed user
 * with a plan and role, signed in by the answer's Set-Cookie. The browser tests' way in.
 */
const planSchema = z.enum(['free', 'trial', 'premium']);
const roleSchema = z.enum(['user', 'admin']);

const count = z.number().check(z.int(), z.minimum(0));

export const testUserBodySchema = z.object({
  email: z.optional(z.email().check(z.maxLength(254))),
  name: z.optional(z.string().check(z.maxLength(100))),
  plan: z._default(planSchema, 'free'),
  planEndsAt: z
    .optional(z.iso.datetime({ offset: true }))
    .check(z.describe('default 30 days from now; past = expired')),
  role: z._default(roleSchema, 'user'),
  password: z
    .optional(z.string().check(z.minLength(8), z.maxLength(128)))
    .check(z.describe('only to sign in through the form as well')),
  credits: z.optional(z.object({ used: z.optional(count), monthly: z.optional(count) })),
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
