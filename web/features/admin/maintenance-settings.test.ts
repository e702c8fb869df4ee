import { describe, expect, it } from 'vitest';
import { maintenanceSchema } from '@domain/contract/admin';
import { validateMaintenanceTexts } from './maintenance-settings';

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

describe('the maintenance contract', () => {
  const valid = {
    enabled: true,
    title: 'Hooldus',
    subtitle: 'Tagasi kell 12',
    updatedAt: '2026-03-01T10:00:00Z',
  };

  it('accepts the documented shape and a missing update time', () => {
    expect(maintenanceSchema.parse(valid)).toEqual(valid);
    expect(maintenanceSchema.parse({ ...valid, updatedAt: null }).updatedAt).toBeNull();
  });

  it('rejects an answer the switch could misread', () => {
    expect(maintenanceSchema.safeParse({ ...valid, enabled: 'true' }).success).toBe(false);
    expect(maintenanceSchema.safeParse(null).success).toBe(false);
  });
});
