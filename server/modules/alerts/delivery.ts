import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nextInstant } from '@domain/alert-schedule';
import type { AlertFrequency } from '@domain/contract/notifications';
import type { Tx } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { liveSql } from '../../db/live';
import {
  alertMatches,
  cargoListings,
  notificationPreferences,
  profiles,
  subscribers,
  transportListings,
  users,
} from '../../db/schema/index';
import { enqueueJob } from '../../platform/jobs/queue';
import type { JobContext } from '../../platform/jobs/worker';
import { enqueueMail } from '../../platform/mail/outbox';
import { contactAccessOf, isEntitled } from '../../policies/contact.policy';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import { alertMail, type AlertItem } from './alert-mail';
import { DELIVER_ALERTS_JOB } from './matching';
import { unsubscribeToken } from './unsubscribe-token';

export type AlertMailSettings = { publicUrl: string; secret: string };

const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * The alerts.deliver job for one user: everything matched and not yet sent goes out in one mail, in
 * one transaction with marking it sent, so a second run (a worker that died after committing)
 * finds nothing left and sends nothing twice. Items that expired or were deleted meanwhile are left
 * out; a user whose access ended, or who switched alerts off, gets nothing. An instant alert that
 * comes less than 10 minutes after the last one waits for its turn.
 */
export async function deliverAlerts(
  userId: string,
  { db, now }: Pick<JobContext, 'db' | 'now'>,
  settings: AlertMailSettings,
): Promise<{ sent: number }> {
  return db.transaction(async (tx) => {
    // Locks the preferences: two runs for one user (an ended lease) take turns.
    const [prefs] = await tx
      .select({
        isEnabled: notificationPreferences.isEnabled,
        frequency: notificationPreferences.frequency,
        lastAlertSentAt: notificationPreferences.lastAlertSentAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    const holdsAccess = await hasAccessNow(tx, userId, now);
    if (!prefs || !prefs.isEnabled || !user || !holdsAccess) {
      await settle(tx, userId, now, []);
      return { sent: 0 };
    }
    const frequency = prefs.frequency as AlertFrequency;
    if (frequency === 'instant') {
      const due = nextInstant(now, prefs.lastAlertSentAt);
      if (due > now) {
        await enqueueJob(tx, { kind: DELIVER_ALERTS_JOB, key: userId, payload: { userId }, runAt: due });
        return { sent: 0 };
      }
    }

    const unsent = await tx
      .select({ itemType: alertMatches.itemType, itemId: alertMatches.itemId })
      .from(alertMatches)
      .where(and(eq(alertMatches.userId, userId), isNull(alertMatches.sentAt)))
      .orderBy(alertMatches.matchedAt);
    if (unsent.length === 0) return { sent: 0 };

    const entitled = isEntitled(contactAccessOf({ isOwner: false, holdsAccess, hasLogRow: false }));
    const items = await liveItems(tx, unsent, now, entitled);
    await settle(
      tx,
      userId,
      now,
      items.map((i) => i.id),
    );
    if (items.length === 0) return { sent: 0 };

    await enqueueMail(
      tx,
      alertMail(user.email, items, frequency, {
        publicUrl: settings.publicUrl,
        unsubscribeToken: unsubscribeToken(userId, settings.secret),
      }),
    );
    await tx
      .update(notificationPreferences)
      .set({ lastAlertSentAt: now })
      .where(eq(notificationPreferences.userId, userId));
    return { sent: items.length };
  });
}

/** Marks every unsent match handled; `mailed` for those in the mail. */
async function settle(tx: Tx, userId: string, now: Date, mailedIds: string[]) {
  await tx
    .update(alertMatches)
    .set({
      sentAt: now,
      mailed:
        mailedIds.length > 0
          ? sql`${alertMatches.itemId} in (${sql.join(
              mailedIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : false,
    })
    .where(and(eq(alertMatches.userId, userId), isNull(alertMatches.sentAt)));
}

type Unsent = { itemType: string; itemId: string };

/** The matched items that are still there (live, or still in the directory), in match order. */
async function liveItems(tx: Tx, unsent: Unsent[], now: Date, entitled: boolean): Promise<AlertItem[]> {
  const ids = (type: string) => unsent.filter((u) => u.itemType === type).map((u) => u.itemId);
  const cargoIds = ids('cargo');
  const transportIds = ids('transport');
  const companyIds = ids('company');
  const contact = (c: {
    companyName: string | null;
    person: string | null;
    phone: string | null;
    email: string | null;
  }) => (entitled ? c : null);

  const found = new Map<string, AlertItem>();
  if (cargoIds.length > 0) {
    const rows = await tx
      .select()
      .from(cargoListings)
      .where(and(inArray(cargoListings.id, cargoIds), liveSql(cargoListings, now)));
    for (const r of rows) {
      found.set(r.id, {
        type: 'cargo',
        id: r.id,
        route: r,
        pickupDate: r.pickupDate,
        deliveryDate: r.deliveryDate,
        weight: num(r.weight),
        cargoType: r.cargoType,
        isUrgent: r.isUrgent,
        contact: contact({
          companyName: r.companyName,
          person: r.contactPerson,
          phone: r.contactPhone,
          email: r.contactEmail,
        }),
      });
    }
  }
  if (transportIds.length > 0) {
    const rows = await tx
      .select()
      .from(transportListings)
      .where(and(inArray(transportListings.id, transportIds), liveSql(transportListings, now)));
    for (const r of rows) {
      found.set(r.id, {
        type: 'transport',
        id: r.id,
        route: r,
        availableDate: r.availableDate,
        capacity: num(r.capacity),
        volumeCapacity: num(r.volumeCapacity),
        volumeUnit: r.volumeUnit,
        trailerType: r.trailerType,
        contact: contact({
          companyName: r.companyName,
          person: r.contactPerson,
          phone: r.contactPhone,
          email: r.contactEmail,
        }),
      });
    }
  }
  if (companyIds.length > 0) {
    const rows = await tx
      .select({ profile: profiles })
      .from(profiles)
      .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
      .where(and(inArray(profiles.id, companyIds), listedInDirectory(now)));
    for (const { profile: p } of rows) {
      found.set(p.id, {
        type: 'company',
        id: p.id,
        companyName: p.companyName ?? '',
        specialty: p.specialty,
        serviceRegions: p.serviceRegions ?? [],
        contact: contact({ companyName: null, person: p.contactPerson, phone: p.phone, email: p.email }),
      });
    }
  }
  return unsent.flatMap((u) => found.get(u.itemId) ?? []);
}
