import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface MaintenanceSettings {
  enabled: boolean;
  title: string;
  subtitle: string;
  updatedAt: string | null;
}

export type MaintenanceChange = Partial<Pick<MaintenanceSettings, 'enabled' | 'title' | 'subtitle'>>;

// The server's limits, so the dialog stops the typing instead of the server refusing the save.
export const MAINTENANCE_TITLE_MAX = 200;
export const MAINTENANCE_SUBTITLE_MAX = 500;

const PATH = '/api/admin/maintenance';

export const adminMaintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: async ({ signal }) => parseMaintenanceSettings(await apiGet<unknown>(PATH, { signal })),
});

export async function updateMaintenance(change: MaintenanceChange): Promise<MaintenanceSettings> {
  return parseMaintenanceSettings(await apiSend<unknown>('PUT', PATH, change));
}

// The switch and the dashboard render these fields directly; a malformed answer must become an error
// state, not a switch that silently shows "off".
export function parseMaintenanceSettings(value: unknown): MaintenanceSettings {
  if (
    !isRecord(value) ||
    typeof value.enabled !== 'boolean' ||
    typeof value.title !== 'string' ||
    typeof value.subtitle !== 'string'
  ) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('Admin maintenance: unexpected answer'),
    });
  }
  return {
    enabled: value.enabled,
    title: value.title,
    subtitle: value.subtitle,
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
