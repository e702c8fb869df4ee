import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '@domain/contract/common';
import { dataExportSchema, deleteAccountBodySchema } from '@domain/contract/privacy';
import { endedSessionCookie } from '../../platform/auth/direct-session';
import { requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { deleteAccountOfViewer, exportOwnData } from './privacy.service';

/**
 * The user's own data and account (decision 0042): the export the settings page downloads, and the
 * deletion of the account. Every route needs a session.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const tags = ['settings'];

  app.get(
    '/me/export',
    {
      schema: {
        tags,
        summary:
          'Everything stored of the caller, as one JSON document: account, profile, listings, templates, alerts, opened contacts, payments, invoices, sessions, mail',
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportOwnData(app.deps.database.db, await requireViewer(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="veoturg-minu-andmed-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags,
        summary:
          'Delete the caller’s account as an admin’s deletion does (the e-mail typed again); the session ends',
        errors: [409],
        body: deleteAccountBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const ctx = { db: app.deps.database.db, provider: app.paymentProvider, log: request.log };
      await deleteAccountOfViewer(ctx, viewer, request.body.email);
      // The session row is gone with the account; the browser forgets its cookie too.
      reply.header('set-cookie', await endedSessionCookie(app.auth));
      return reply.status(204).send(null);
    },
  );
};
