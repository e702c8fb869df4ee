import { queryOptions } from '@tanstack/react-query';
import {
  MAINTENANCE_SUBTITLE_MAX,
  MAINTENANCE_TITLE_MAX,
  maintenanceSchema,
  type MaintenanceChange,
  type MaintenanceSettings,
} from '@domain/contract/admin';
import { apiGet, apiSend } from '@web/lib/api';

const PATH = '/api/admin/maintenance';

export const adminMaintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: async ({ signal }) => apiGet(PATH, maintenanceSchema, { signal }),
});

export async function updateMaintenance(change: MaintenanceChange): Promise<MaintenanceSettings> {
  return apiSend('PUT', PATH, change, maintenanceSchema);
}

export interface MaintenanceTextErrors {
  title?: string;
  subtitle?: string;
}

export function validateMaintenanceTexts(title: string, subtitle: string): MaintenanceTextErrors {
  const errors: MaintenanceTextErrors = {};
  if (title.trim() === '') errors.title = 'Palun sisestage pealkiri';
  else if (title.trim().length > MAINTENANCE_TITLE_MAX)
    errors.title = `Pealkiri võib olla kuni ${MAINTENANCE_TITLE_MAX} tähemärki pikk`;
  if (subtitle.trim() === '') errors.subtitle = 'Palun sisestage alapealkiri';
  else if (subtitle.trim().length > MAINTENANCE_SUBTITLE_MAX)
    errors.subtitle = `Alapealkiri võib olla kuni ${MAINTENANCE_SUBTITLE_MAX} tähemärki pikk`;
  return errors;
}
