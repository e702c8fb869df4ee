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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
