import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth/session';
import { adminMaintenance, setMaintenance } from '../settings/maintenance.service';

const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  updatedAt: z.string().nullable(),
});

const nonBlank = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, { message })
    .max(max, { message: `Kuni ${max} tähemärki` });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Maintenance switch and texts',
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
        body: z
          .object({
            enabled: z.boolean().optional(),
            title: nonBlank(200, 'Pealkiri on kohustuslik').optional(),
            subtitle: nonBlank(500, 'Alapealkiri on kohustuslik').optional(),
          })
          .strict(),
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
