import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSettings, pricingConfig } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_PHONE: '+372 5000 0000', SUPPORT_EMAIL: 'abi@example.ee' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/settings/public', () => {
  it('answers the seeded defaults: maintenance off, default texts, default prices, configured support line without hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maintenance: {
        enabled: false,
        title: 'Site Under Maintenance',
        subtitle: 'We are performing scheduled maintenance. Please check back soon.',
      },
      // No SUPPORT_HOURS: null, so each reader sees the product's hours in their own language.
      support: { phone: '+372 5000 0000', email: 'abi@example.ee', hours: null },
      prices: { contactUnlockPrice: 2, premiumMonthlyPrice: 7.99 },
    });
  });

  it('reflects stored changes to maintenance and prices at once', async () => {
    const db = t.database.db;
    await db
      .update(maintenanceSettings)
      .set({ isEnabled: true, title: 'Hooldus' })
      .where(eq(maintenanceSettings.id, 1));
    await db
      .update(pricingConfig)
      .set({ configValue: 2.5 })
      .where(eq(pricingConfig.configKey, 'contact_unlock_price'));
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
      expect(body.maintenance.enabled).toBe(true);
      expect(body.maintenance.title).toBe('Hooldus');
      expect(body.prices.contactUnlockPrice).toBe(2.5);
    } finally {
      await db.update(maintenanceSettings).set({ isEnabled: false }).where(eq(maintenanceSettings.id, 1));
    }
  });
});
