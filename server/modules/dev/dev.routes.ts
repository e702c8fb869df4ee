import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRecentMail } from '../../platform/mail/outbox';
import { extractLinks } from '../../platform/mail/transport';
import { createTestUser } from './test-users.service';

const testUserBody = z.object({
  email: z.email().max(254).optional(),
  name: z.string().max(100).optional(),
  plan: z.enum(['free', 'trial', 'premium']).default('free'),
  planEndsAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('default 30 days from now; past = expired'),
  role: z.enum(['user', 'admin']).default('user'),
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

/**
 * The development mailbox: every queued message with its links, so sign-up confirmation and
 * password reset can be completed without a real mail server; and test users, so browser tests
 * start signed in as whoever they need without signing up. Never registered in production.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // The browser tests' way in: the server they drive may keep its database to itself (embedded
  // PGlite in its own process), so the user and its session are made here, and the session comes
  // back as the same Set-Cookie a sign-in sends.
  app.post(
    '/dev/test-users',
    {
      schema: {
        tags: ['development'],
        summary: 'Create a confirmed, signed-in test user with a plan and role (absent in production)',
        body: testUserBody,
        response: {
          201: z.object({
            userId: z.string(),
            email: z.string(),
            plan: z.enum(['free', 'trial', 'premium']),
            role: z.enum(['user', 'admin']),
          }),
        },
      },
    },
    async (request, reply) => {
      const { planEndsAt, ...options } = request.body;
      const user = await createTestUser(app.deps.database.db, app.auth, {
        ...options,
        planEndsAt: planEndsAt ? new Date(planEndsAt) : undefined,
      });
      reply.header('set-cookie', user.session.setCookie);
      return reply
        .status(201)
        .send({ userId: user.userId, email: user.email, plan: user.plan, role: user.role });
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (absent in production)',
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                links: z.array(z.string()),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await listRecentMail(app.deps.database.db, 200);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          links: extractLinks(r.textBody),
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
