import { MAINTENANCE_DEFAULT_SUBTITLE, MAINTENANCE_DEFAULT_TITLE } from '@domain/plans';
import type { Db } from '../../db/client';
import { maintenanceSettings } from '../../db/schema/index';
import { recordActivity } from '../admin/activity';
import { announcePublicChange } from '../events/announce';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { mayAdminister } from '../../policies/admin.policy';
import { findMaintenance, updateMaintenance } from './settings.repository';

export type MaintenanceState = {
  enabled: boolean;
  title: string;
  subtitle: string;
  updatedAt: string | null;
};

async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const row = await findMaintenance(db);
  return {
    enabled: row?.isEnabled ?? false,
    title: row?.title ?? MAINTENANCE_DEFAULT_TITLE,
    subtitle: row?.subtitle ?? MAINTENANCE_DEFAULT_SUBTITLE,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The back office's view of the switch: admins only. */
export async function adminMaintenance(db: Db, viewer: Viewer): Promise<MaintenanceState> {
  if (!mayAdminister(viewer).allowed) throw adminRequired();
  return getMaintenance(db);
}

/** The admin's switch and texts; the change and its audit entry commit together. */
export async function setMaintenance(
  db: Db,
  admin: Viewer,
  changes: { enabled?: boolean; title?: string; subtitle?: string },
): Promise<MaintenanceState> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  await db.transaction(async (tx) => {
    const before = await findMaintenance(tx);
    if (!before) {
      // The spec: with no settings row, a row is inserted.
      await tx
        .insert(maintenanceSettings)
        .values({ id: 1, title: MAINTENANCE_DEFAULT_TITLE, subtitle: MAINTENANCE_DEFAULT_SUBTITLE })
        .onConflictDoNothing();
    }
    await updateMaintenance(
      tx,
      { isEnabled: changes.enabled, title: changes.title?.trim(), subtitle: changes.subtitle?.trim() },
      admin.userId,
    );
    await announcePublicChange(tx, 'settings');
    await recordActivity(tx, admin, {
      action: 'status_updated',
      targetType: 'maintenance',
      targetId: '1',
      details: {
        label: 'Hooldusrežiim',
        before: before ? { enabled: before.isEnabled, title: before.title, subtitle: before.subtitle } : null,
        after: changes,
      },
    });
  });
  return getMaintenance(db);
}
