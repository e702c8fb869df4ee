import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/openapi';
import { maintenanceSchema, maintenanceUpdateSchema } from '@domain/contract/admin';
import { requireAdmin } from '../../platform/auth/session';
import { getMaintenance, setMaintenance } from '../settings/maintenance.service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Maintenance switch and texts',
        security: SESSION,
        errors: [403],
        response: { 200: maintenanceSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return getMaintenance(app.deps.database.db);
    },
  );

  app.put(
    '/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch maintenance and edit its texts',
        security: SESSION,
        errors: [403],
        body: maintenanceUpdateSchema,
        response: { 200: maintenanceSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const state = await setMaintenance(app.deps.database.db, admin, request.body);
      app.invalidateMaintenanceCache();
      return state;
    },
  );
};
