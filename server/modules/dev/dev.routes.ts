import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { mailboxSchema } from '@domain/contract/dev-mailbox';
import { listRecentMail } from '../../platform/mail/outbox';
import { extractLinks } from '../../platform/mail/transport';

/**
 * The development mailbox: every queued message with its links, so sign-up confirmation and
 * password reset can be completed without a real mail server. Never registered in production.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
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
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
