import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { PUBLIC } from '../../platform/http/openapi';
import { mailboxSchema } from '@domain/contract/dev-mailbox';
import { testUserAnswerSchema, testUserBodySchema } from '@domain/contract/dev-test-users';
import {
  undeliveredMailAnswerSchema,
  undeliveredMailBodySchema,
} from '@domain/contract/dev-undelivered-mail';
import {
  listingRemindersAnswerSchema,
  listingRemindersBodySchema,
} from '@domain/contract/dev-listing-reminders';
import { listRecentMail } from '../../platform/mail/outbox';
import { users } from '../../db/schema/index';
import { remindOwners } from '../listings/listing-reminders';
import { extractLinks } from '../../platform/mail/transport';
import { createTestUser } from './test-users.service';
import { seedUndeliveredMail } from './undelivered-mail';

/**
 * The development mailbox: every queued message with its links, so sign-up confirmation and
 * password reset can be completed without a real mail server; test users, so browser tests start
 * signed in as whoever they need without signing up; and undelivered mail for /admin/mail's
 * browser tests. Never registered in production.
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
        security: PUBLIC,
        errors: [409],
        body: testUserBodySchema,
        response: { 201: testUserAnswerSchema },
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

  app.post(
    '/dev/undelivered-mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Leave a message undelivered, as after an SMTP outage (absent in production)',
        security: PUBLIC,
        body: undeliveredMailBodySchema,
        response: { 201: undeliveredMailAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ id: await seedUndeliveredMail(app.deps.database.db, request.body) }),
  );

  app.post(
    '/dev/listing-reminders',
    {
      schema: {
        tags: ['development'],
        summary: 'Run the listing reminders for one user as at a later time (absent in production)',
        security: PUBLIC,
        errors: [404],
        body: listingRemindersBodySchema,
        response: { 200: listingRemindersAnswerSchema },
      },
    },
    async (request) => {
      const { db } = app.deps.database;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, request.body.email.toLowerCase()));
      if (!user) throw notFound();
      const settings = { publicUrl: app.deps.config.publicUrl, secret: app.deps.config.authSecret };
      const mails = await remindOwners(db, settings, new Date(request.body.at), user.id);
      app.jobs.wake();
      return { mails };
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (absent in production)',
        security: PUBLIC,
        response: { 200: mailboxSchema },
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
          headers: r.headers ?? {},
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
