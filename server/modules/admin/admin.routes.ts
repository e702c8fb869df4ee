import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  maintenanceSchema,
  maintenanceUpdateSchema,
  overviewQuerySchema,
  overviewSchema,
} from '@domain/contract/admin';
import { adminRequired, requireViewer } from '../../platform/auth/session';
import { documentSessionRequired } from '../../platform/http/openapi';
import { mayAdminister } from '../../policies/admin.policy';
import { adminMaintenance, setMaintenance } from '../settings/maintenance.service';
import { activityPage } from './activity';
import { adminCreditsRoutes } from './credits.routes';
import { adminMailRoutes } from './mail.routes';
import { overview } from './dashboard';
import { adminUsersRoutes } from './users.routes';
import { entriesRoutes } from './entries.routes';
import { lookupsRoutes } from './lookups.routes';
import { supportRoutes } from './support.routes';
import { adminPricingRoutes } from './pricing.routes';
import { verificationsRoutes } from './verifications.routes';
import { adminReportsRoutes } from '../reports/reports-admin.routes';

/**
 * Everything under /api/admin. One guard for the whole prefix, before any input is read: 401 signed
 * out, 403 for anyone without the admin role (asked on every request). A route added to this plugin,
 * or to a plugin it registers, cannot forget it; admin.test.ts walks every registered admin route.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    if (!mayAdminister(await requireViewer(request)).allowed) throw adminRequired();
  });
  await app.register(adminUsersRoutes);
  await app.register(entriesRoutes);
  const db = () => app.deps.database.db;
  const tags = ['admin'];
  await app.register(lookupsRoutes);
  await app.register(supportRoutes);
  await app.register(adminCreditsRoutes);
  await app.register(adminPricingRoutes);
  await app.register(adminMailRoutes);
  await app.register(verificationsRoutes);
  await app.register(adminReportsRoutes);

  app.get(
    '/admin/overview',
    {
      schema: {
        tags,
        summary:
          'Dashboard: users and listings (all and since the period start), open feedback, latest activity',
        errors: [403],
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema },
      },
    },
    async (request) => overview(db(), request.query.period),
  );

  app.get(
    '/admin/activity',
    {
      schema: {
        tags,
        summary: 'The activity log, newest first; of one action and of Tallinn days from–to if given',
        errors: [403],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => activityPage(db(), request.query),
  );

  app.get(
    '/admin/maintenance',
    {
      schema: {
        tags,
        summary: 'Maintenance switch and texts',
        errors: [403],
        response: { 200: maintenanceSchema },
      },
    },
    async (request) => adminMaintenance(db(), await requireViewer(request)),
  );

  app.put(
    '/admin/maintenance',
    {
      schema: {
        tags,
        summary: 'Switch maintenance and edit its texts',
        errors: [403],
        body: maintenanceUpdateSchema,
        response: { 200: maintenanceSchema },
      },
    },
    async (request) => {
      const state = await setMaintenance(db(), await requireViewer(request), request.body);
      app.invalidateMaintenanceCache();
      return state;
    },
  );
};
