import { describe, expect, it } from 'vitest';
import { maintenanceSchema } from '@domain/contract/admin';

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
