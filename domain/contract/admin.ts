import { z } from 'zod';

/** GET and PUT /api/admin/maintenance: the maintenance switch and its texts (admins only). */
export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  updatedAt: z.string().nullable(),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSchema>;

// The server's limits; the dialog stops the typing at them instead of the server refusing the save.
export const MAINTENANCE_TITLE_MAX = 200;
export const MAINTENANCE_SUBTITLE_MAX = 500;

const nonBlank = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, { message })
    .max(max, { message: `Kuni ${max} tähemärki` });

export const maintenanceUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    title: nonBlank(MAINTENANCE_TITLE_MAX, 'Pealkiri on kohustuslik').optional(),
    subtitle: nonBlank(MAINTENANCE_SUBTITLE_MAX, 'Alapealkiri on kohustuslik').optional(),
  })
  .strict();
export type MaintenanceChange = z.input<typeof maintenanceUpdateSchema>;
