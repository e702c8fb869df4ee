import { queryOptions } from '@tanstack/react-query';
import { maintenanceSchema, type MaintenanceChange, type MaintenanceSettings } from '@domain/contract/admin';
import { apiGet, apiSend } from '@web/lib/api';

const PATH = '/api/admin/maintenance';

export const adminMaintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: async ({ signal }) => apiGet(PATH, maintenanceSchema, { signal }),
});

export async function updateMaintenance(change: MaintenanceChange): Promise<MaintenanceSettings> {
  return apiSend('PUT', PATH, change, maintenanceSchema);
}
