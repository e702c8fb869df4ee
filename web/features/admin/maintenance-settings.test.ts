import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { parseMaintenanceSettings } from './maintenance-settings';

describe('parseMaintenanceSettings', () => {
  const valid = {
    enabled: true,
    title: 'Hooldus',
    subtitle: 'Tagasi kell 12',
    updatedAt: '2026-03-01T10:00:00Z',
  };

  it('accepts the documented shape and a missing update time', () => {
    expect(parseMaintenanceSettings(valid)).toEqual(valid);
    expect(parseMaintenanceSettings({ ...valid, updatedAt: null }).updatedAt).toBeNull();
  });

  it('rejects an answer the switch could misread', () => {
    expect(() => parseMaintenanceSettings({ ...valid, enabled: 'true' })).toThrow(ApiError);
    expect(() => parseMaintenanceSettings(null)).toThrow(ApiError);
  });
});
