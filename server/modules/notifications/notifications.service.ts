import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { withEmptySectionsOff } from '@domain/alert-sections';
import type * as z from 'zod/mini';
import {
  NOTIFICATION_DEFAULTS,
  notificationPreferencesSchema,
  type AlertFrequency,
  type NotificationPreferences,
  type notificationPreferencesBodySchema,
} from '@domain/contract/notifications';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { forbidden } from '../../platform/errors';
import { mayUsePremiumFeatures } from '../../policies/plan.policy';
import { nearPoints } from '../places/locate';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import {
  findPreferences,
  upsertPreferences,
  type PreferencesRow,
  type PreferencesValues,
} from './notifications.repository';

const FIELDS = Object.keys(notificationPreferencesSchema.shape).filter(
  (key) => key !== 'updatedAt',
) as (keyof Omit<NotificationPreferences, 'updatedAt'>)[];

/** The stored row in the API's shape; a user who never saved gets the defaults (alerts off, no filters). */
function presentPreferences(row: PreferencesRow | undefined): NotificationPreferences {
  const out: Record<string, unknown> = { updatedAt: row?.updatedAt.toISOString() ?? null };
  for (const key of FIELDS) {
    out[key] = row
      ? row[key]
      : key in NOTIFICATION_DEFAULTS
        ? NOTIFICATION_DEFAULTS[key as keyof typeof NOTIFICATION_DEFAULTS]
        : null;
  }
  out.frequency = (out.frequency ?? 'instant') as AlertFrequency;
  return out as NotificationPreferences;
}

async function requireAccess(db: Db, viewer: Viewer, now: Date): Promise<void> {
  const decision = mayUsePremiumFeatures({ hasPremium: await hasAccessNow(db, viewer.userId, now) });
  if (!decision.allowed) throw forbidden(ACCOUNT_MESSAGES.profile.premiumRequired, 'ACCESS_REQUIRED');
}

/** GET /api/me/notifications: anyone signed in may read (the tab shows the premium prompt over them). */
export async function getPreferences(db: Db, viewer: Viewer): Promise<NotificationPreferences> {
  return presentPreferences(await findPreferences(db, viewer.userId));
}

type Body = z.output<typeof notificationPreferencesBodySchema>;

/**
 * "Within N km of a place" as stored (decision 0068): each place looked up as the feeds do
 * (nearPoints: a 400 PLACE_NOT_FOUND naming the field when unknown, RADIUS_KM.default without a
 * radius), its point kept beside it so that matching never asks the gazetteer. An end without a
 * place keeps nothing, not even a radius sent alone.
 */
async function nearColumns(db: Db, body: Body) {
  // A blank place or radius arrives as null or undefined (the schemas' "none"), whatever the type says.
  const given = (value: number | null | undefined) => value ?? undefined;
  const points = await nearPoints(db, {
    originNear: given(body.originNear),
    originRadiusKm: given(body.originRadiusKm),
    destinationNear: given(body.destinationNear),
    destinationRadiusKm: given(body.destinationRadiusKm),
  });
  const { origin, destination } = points;
  return {
    originNear: origin ? body.originNear : null,
    originLat: origin?.lat ?? null,
    originLon: origin?.lon ?? null,
    originRadiusKm: origin?.radiusKm ?? null,
    destinationNear: destination ? body.destinationNear : null,
    destinationLat: destination?.lat ?? null,
    destinationLon: destination?.lon ?? null,
    destinationRadiusKm: destination?.radiusKm ?? null,
  } satisfies Partial<PreferencesValues>;
}

/**
 * PUT /api/me/notifications: premium or trial only; the whole set is replaced. A section switched on
 * without any filter is stored off, so what is stored is what is sent (docs/decisions/0047).
 */
export async function savePreferences(
  db: Db,
  viewer: Viewer,
  body: Body,
  now = new Date(),
): Promise<NotificationPreferences> {
  await requireAccess(db, viewer, now);
  const values = withEmptySectionsOff({ ...body, ...(await nearColumns(db, body)) });
  return presentPreferences(await upsertPreferences(db, viewer.userId, values));
}
