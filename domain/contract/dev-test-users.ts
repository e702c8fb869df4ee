import { z } from 'zod';

/**
 * POST /api/dev/test-users (development and tests only, absent in production): a confirmed user
 * with a plan and role, signed in by the answer's Set-Cookie. The browser tests' way in.
 */
const planSchema = z.enum(['free', 'trial', 'premium']);
const roleSchema = z.enum(['user', 'admin']);

export const testUserBodySchema = z.object({
  email: z.email().max(254).optional(),
  name: z.string().max(100).optional(),
  plan: planSchema.default('free'),
  planEndsAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('default 30 days from now; past = expired'),
  role: roleSchema.default('user'),
  password: z.string().min(8).max(128).optional().describe('only to sign in through the form as well'),
  credits: z
    .object({ used: z.number().int().min(0).optional(), monthly: z.number().int().min(0).optional() })
    .optional(),
  profile: z
    .object({
      companyName: z.string().max(200),
      contactPerson: z.string().max(200),
      phone: z.string().max(50),
      email: z.string().max(254),
      website: z.string().max(500),
      showInCompanyDirectory: z.boolean(),
      transportTypes: z.array(z.string().max(100)).max(20),
      serviceRegions: z.array(z.string().max(100)).max(20),
    })
    .partial()
    .optional(),
});

export const testUserAnswerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  plan: planSchema,
  role: roleSchema,
});
