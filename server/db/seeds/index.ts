import {
  DEFAULT_PRICES,
  MAINTENANCE_DEFAULT_SUBTITLE,
  MAINTENANCE_DEFAULT_TITLE,
  PRICING_KEYS,
} from '@domain/plans';
import { LOOKUP_SEED, LOOKUP_TABLES } from '@domain/reference';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cargoTypes,
  loadingTypes,
  maintenanceSettings,
  pricingConfig,
  serviceRegions,
  specializations,
  trailerTypes,
  transportTypes,
  units,
} from '../schema/index';
import { seedDemo } from './demo';
import { LOOKUP_SEED_LABELS } from './lookup-labels';

const LOOKUPS = {
  cargo_types: cargoTypes,
  trailer_types: trailerTypes,
  transport_types: transportTypes,
  service_regions: serviceRegions,
  specializations,
  loading_types: loadingTypes,
  units,
};

/**
 * What every database needs (lookup lists, prices, maintenance texts), then demo data when
 * asked. Idempotent: existing rows, including an admin's edits, are left as they are.
 */
export async function runSeeds(
  db: Db,
  options: { demo: boolean; now?: Date },
): Promise<{ demoCreated: boolean }> {
  await db.transaction(async (tx) => {
    for (const table of LOOKUP_TABLES) {
      // Only into an empty list: a value an admin deleted must not come back on restart.
      const [any] = await tx.select({ id: LOOKUPS[table].id }).from(LOOKUPS[table]).limit(1);
      if (any) continue;
      await tx.insert(LOOKUPS[table]).values(LOOKUP_SEED[table].map((name) => ({ name })));
    }
    // The built-in values' labels in the other languages, on rows that have none yet (a database
    // made before labels existed, or a fresh one): an admin's own labels are never overwritten.
    for (const table of LOOKUP_TABLES) {
      const t = LOOKUPS[table];
      const values = sql.join(
        Object.entries(LOOKUP_SEED_LABELS[table]).map(
          ([name, labels]) => sql`(${name}, ${JSON.stringify(labels)}::jsonb)`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`update ${t} set labels = seed.labels from (values ${values}) as seed(name, labels)
            where ${t.name} = seed.name and ${t.labels} = '{}'::jsonb`,
      );
    }
    await tx
      .insert(pricingConfig)
      .values(PRICING_KEYS.map((key) => ({ configKey: key, configValue: DEFAULT_PRICES[key] })))
      .onConflictDoNothing();
    await tx
      .insert(maintenanceSettings)
      .values({
        id: 1,
        isEnabled: false,
        title: MAINTENANCE_DEFAULT_TITLE,
        subtitle: MAINTENANCE_DEFAULT_SUBTITLE,
      })
      .onConflictDoNothing();
  });
  if (!options.demo) return { demoCreated: false };
  const { created } = await seedDemo(db, options.now);
  return { demoCreated: created };
}
