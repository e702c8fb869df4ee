import * as z from 'zod/mini';

/** GET and PUT /api/admin/maintenance: the maintenance switch and its texts (admins only). */
export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type MaintenanceSettings = z.infer<typeof maintenanceSchema>;

// The server's limits; the dialog stops the typing at them instead of the server refusing the save.
export const MAINTENANCE_TITLE_MAX = 200;
export const MAINTENANCE_SUBTITLE_MAX = 500;

const nonBlank = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { message }), z.maxLength(max, { message: `Kuni ${max} tähemärki` }));

export const maintenanceUpdateSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  title: z.optional(nonBlank(MAINTENANCE_TITLE_MAX, 'Pealkiri on kohustuslik')),
  subtitle: z.optional(nonBlank(MAINTENANCE_SUBTITLE_MAX, 'Alapealkiri on kohustuslik')),
});
export type MaintenanceChange = z.input<typeof maintenanceUpdateSchema>;
