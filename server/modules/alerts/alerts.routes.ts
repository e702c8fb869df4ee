import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { unsubscribeAnswerSchema, unsubscribeQuerySchema } from '@domain/contract/alerts';
import { badRequest } from '../../platform/errors';
import { PUBLIC } from '../../platform/http/openapi';
import { switchAlertsOff } from './alerts.service';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The alert mails' one-click unsubscribe: no session, no cookies, the signed token only. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail providers post `List-Unsubscribe=One-Click` as a form. The body says nothing the
  // address does not, so it is read as text and left alone (here only: this plugin's own parsers).
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch alert mails off with the signed token of an alert mail’s unsubscribe link',
        security: PUBLIC,
        errors: [400],
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const userId = verifyUnsubscribeToken(request.query.token, app.deps.config.authSecret);
      if (!userId)
        throw badRequest(ACCOUNT_MESSAGES.notifications.unsubscribeInvalid, 'token', 'INVALID_TOKEN');
      await switchAlertsOff(app.deps.database.db, userId);
      return { unsubscribed: true as const };
    },
  );
};
