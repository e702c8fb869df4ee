import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { parseMaintenanceSettings, validateMaintenanceTexts } from './maintenance-settings';

describe('validateMaintenanceTexts', () => {
  it('requires both texts, blanks included', () => {
    expect(validateMaintenanceTexts('', '  ')).toEqual({
      title: 'Palun sisestage pealkiri',
      subtitle: 'Palun sisestage alapealkiri',
    });
    expect(validateMaintenanceTexts('Hooldus', 'Oleme peagi tagasi.')).toEqual({});
  });

  it('keeps to the server limits after trimming', () => {
    expect(validateMaintenanceTexts(` ${'a'.repeat(200)} `, 'b'.repeat(500))).toEqual({});
    expect(validateMaintenanceTexts('a'.repeat(201), 'b'.repeat(501))).toEqual({
      title: 'Pealkiri võib olla kuni 200 tähemärki pikk',
      subtitle: 'Alapealkiri võib olla kuni 500 tähemärki pikk',
    });
  });
});

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
