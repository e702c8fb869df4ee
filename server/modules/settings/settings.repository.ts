import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { maintenanceSettings, pricingConfig } from '../../db/schema/index';

export async function findMaintenance(db: DbOrTx) {
  const [row] = await db.select().from(maintenanceSettings).where(eq(maintenanceSettings.id, 1));
  return row;
}

export async function findPrices(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: pricingConfig.configKey, value: pricingConfig.configValue })
    .from(pricingConfig)
    .where(inArray(pricingConfig.configKey, [...keys]));
  return new Map(rows.map((r) => [r.key, Number(r.value)]));
}

export async function updateMaintenance(
  db: DbOrTx,
  changes: { isEnabled?: boolean; title?: string; subtitle?: string },
  updatedBy: string,
) {
  const [row] = await db
    .update(maintenanceSettings)
    .set({ ...changes, updatedBy, updatedAt: new Date() })
    .where(eq(maintenanceSettings.id, 1))
    .returning();
  return row;
}
