import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/openapi';
import { maintenanceSchema, maintenanceUpdateSchema } from '@domain/contract/admin';
import { requireViewer } from '../../platform/auth/session';
import { adminMaintenance, setMaintenance } from '../settings/maintenance.service';

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
      return adminMaintenance(app.deps.database.db, await requireViewer(request));
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
      const viewer = await requireViewer(request);
      const state = await setMaintenance(app.deps.database.db, viewer, request.body);
      app.invalidateMaintenanceCache();
      return state;
    },
  );
};
