import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertActivitySchema } from '@domain/contract/alerts';
import {
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
} from '@domain/contract/notifications';
import { requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import { alertActivity } from '../alerts/alerts.service';
import { getPreferences, savePreferences } from './notifications.service';

/** Alert preferences (the settings page's notifications tab): reading needs a session, saving access. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['settings'];

  app.get(
    '/me/notifications',
    {
      schema: {
        tags,
        summary: 'The caller’s alert preferences (defaults when never saved)',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => getPreferences(db(), await requireViewer(request)),
  );

  app.put(
    '/me/notifications',
    {
      schema: {
        tags,
        summary:
          'Save the caller’s alert preferences (premium or trial); blank numbers, dates and lists are null',
        errors: [403],
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => savePreferences(db(), await requireViewer(request), request.body),
  );

  app.get(
    '/me/notifications/activity',
    {
      schema: {
        tags,
        summary: 'When the caller’s last alert mail went out, and how many items matched in the last 7 days',
        response: { 200: alertActivitySchema },
      },
    },
    async (request) => alertActivity(db(), (await requireViewer(request)).userId),
  );
};
