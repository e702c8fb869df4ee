import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nextInstant } from '@domain/alert-schedule';
import type { AlertFrequency } from '@domain/contract/notifications';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import type { LookupTable } from '@domain/reference';
import type { Tx } from '../../db/client';
import { holdsAccessSql, listedInDirectory } from '../../db/directory';
import { liveSql } from '../../db/live';
import { notWithheldCompany, notWithheldListing } from '../reports/withheld';
import {
  alertMatches,
  cargoListings,
  notificationPreferences,
  profiles,
  subscribers,
  transportListings,
  users,
} from '../../db/schema/index';
import { enqueueJobs } from '../../platform/jobs/queue';
import type { JobContext } from '../../platform/jobs/worker';
import { enqueueMails, type OutgoingMail } from '../../platform/mail/outbox';
import { contactAccessOf, isEntitled } from '../../policies/contact.policy';
import { lookupLabeler } from '../reference/reference.service';
import { keptPlaceRows } from '../places/places.service';
import { alertMail, inMailLanguage, routePlaceIds, type AlertItem } from './alert-mail';
import { DELIVER_ALERTS_JOB } from './matching';
import { unsubscribeToken } from './unsubscribe-token';

export type AlertMailSettings = { publicUrl: string; secret: string };

// The lists whose values an alert mail shows.
const ALERT_LOOKUPS: LookupTable[] = [
  'cargo_types',
  'trailer_types',
  'units',
  'specializations',
  'service_regions',
];

const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * The alerts.deliver jobs of many users at once: for each, everything matched and not yet sent goes
 * out in one mail, in one transaction with marking it sent, so a second run (a worker that died after
 * committing) finds nothing left and sends nothing twice. Items that expired or were deleted
 * meanwhile are left out; a user whose access ended, or who switched alerts off, gets nothing. An
 * instant alert that would come less than 10 minutes after the last one waits for its turn.
 * Set-based: a listing that matched thousands of users is read once and their mails written in one
 * statement, so the last of them is not kept waiting behind the others' round trips.
 */
export async function deliverAlerts(
  userIds: readonly string[],
  { db, now }: Pick<JobContext, 'db' | 'now'>,
  settings: AlertMailSettings,
): Promise<{ mails: number }> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { mails: 0 };
  return db.transaction(async (tx) => {
    // Locks the users' preferences: two runs for one user (an ended lease) take turns.
    const prefs = await tx
      .select({
        userId: notificationPreferences.userId,
        isEnabled: notificationPreferences.isEnabled,
        frequency: notificationPreferences.frequency,
        lastAlertSentAt: notificationPreferences.lastAlertSentAt,
      })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, ids))
      .orderBy(notificationPreferences.userId)
      .for('update');
    const recipients = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email, language: profiles.language })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
      ).map((u) => [u.id, { email: u.email, locale: isLocale(u.language) ? u.language : DEFAULT_LOCALE }]),
    );
    const holders = new Set(
      (
        await tx
          .select({ userId: subscribers.userId })
          .from(subscribers)
          .where(and(inArray(subscribers.userId, ids), holdsAccessSql(now)))
      ).map((s) => s.userId),
    );

    const ready: { userId: string; email: string; locale: Locale; frequency: AlertFrequency }[] = [];
    const later: { userId: string; runAt: Date }[] = [];
    const dropped = new Set(ids);
    for (const p of prefs) {
      const recipient = recipients.get(p.userId);
      if (!p.isEnabled || !recipient || !holders.has(p.userId)) continue;
      dropped.delete(p.userId);
      const frequency = p.frequency as AlertFrequency;
      const due = frequency === 'instant' ? nextInstant(now, p.lastAlertSentAt) : now;
      if (due > now) later.push({ userId: p.userId, runAt: due });
      else ready.push({ userId: p.userId, ...recipient, frequency });
    }
    await settle(tx, [...dropped], now);
    await enqueueJobs(
      tx,
      later.map(({ userId, runAt }) => ({
        kind: DELIVER_ALERTS_JOB,
        key: userId,
        payload: { userId },
        runAt,
      })),
    );
    if (ready.length === 0) return { mails: 0 };

    const unsent = await tx
      .select({ userId: alertMatches.userId, itemType: alertMatches.itemType, itemId: alertMatches.itemId })
      .from(alertMatches)
      .where(
        and(
          inArray(
            alertMatches.userId,
            ready.map((r) => r.userId),
          ),
          isNull(alertMatches.sentAt),
        ),
      )
      .orderBy(alertMatches.matchedAt);
    // Every recipient here holds access, which entitles them to contacts (the feeds' rule).
    const entitled = isEntitled(contactAccessOf({ isOwner: false, holdsAccess: true, hasLogRow: false }));
    const items = await liveItems(tx, unsent, now, entitled);
    await settleRead(tx, unsent, now, items);

    // The lookup values' labels, read only when a mail goes out in another language than Estonian.
    const labelOf = ready.some((r) => r.locale !== DEFAULT_LOCALE)
      ? await lookupLabeler(tx, ALERT_LOOKUPS)
      : undefined;
    // The places of the routes, each named in its recipient's language (decision 0091).
    const places = await keptPlaceRows(tx, routePlaceIds(items.values()));
    const mails: OutgoingMail[] = [];
    for (const r of ready) {
      const mine = unsent
        .filter((u) => u.userId === r.userId)
        .flatMap((u) => items.get(u.itemId) ?? [])
        .map((item) => inMailLanguage(item, places, r.locale));
      if (mine.length === 0) continue;
      mails.push(
        alertMail(
          r.email,
          mine,
          r.frequency,
          { publicUrl: settings.publicUrl, unsubscribeToken: unsubscribeToken(r.userId, settings.secret) },
          r.locale,
          labelOf,
        ),
      );
    }
    await enqueueMails(tx, mails);
    const mailed = ready.filter((r) => mails.some((m) => m.to === r.email)).map((r) => r.userId);
    if (mailed.length > 0) {
      await tx
        .update(notificationPreferences)
        .set({ lastAlertSentAt: now })
        .where(inArray(notificationPreferences.userId, mailed));
    }
    return { mails: mails.length };
  });
}

/**
 * Marks exactly the matches this run read as handled, `mailed` for the items that went out. Not
 * "every unsent match of these users", as for the users who get nothing (settle): a match that
 * matching committed while this run composed its mails is seen by this UPDATE though the SELECT
 * before it did not see it, and it would be marked sent without ever having been mailed. It stays
 * unsent, and the delivery job matching wrote for it mails it.
 */
async function settleRead(tx: Tx, read: Unsent[], now: Date, items: Map<string, AlertItem>) {
  if (read.length === 0) return;
  // One parameter for any number of keys: [user, type, item, mailed] each.
  const keys = JSON.stringify(read.map((r) => [r.userId, r.itemType, r.itemId, items.has(r.itemId)]));
  await tx.execute(sql`
    update alert_matches m set sent_at = ${now.toISOString()}::timestamptz, mailed = (k->>3)::boolean
    from jsonb_array_elements(${keys}::jsonb) as k
    where m.user_id = k->>0 and m.item_type = k->>1 and m.item_id = (k->>2)::uuid and m.sent_at is null`);
}

/** Marks every unsent match of the users handled, none of them mailed: users who get no mail. */
async function settle(tx: Tx, userIds: string[], now: Date) {
  if (userIds.length === 0) return;
  await tx
    .update(alertMatches)
    .set({ sentAt: now, mailed: false })
    .where(and(inArray(alertMatches.userId, userIds), isNull(alertMatches.sentAt)));
}

type ListingRow = Pick<
  typeof cargoListings.$inferSelect,
  'companyName' | 'contactPerson' | 'contactPhone' | 'contactEmail'
>;

type Unsent = { userId: string; itemType: string; itemId: string };

/** The matched items that are still there (live, or still in the directory), each read once. */
async function liveItems(
  tx: Tx,
  unsent: Unsent[],
  now: Date,
  entitled: boolean,
): Promise<Map<string, AlertItem>> {
  const ids = (type: string) => [...new Set(unsent.filter((u) => u.itemType === type).map((u) => u.itemId))];
  const cargoIds = ids('cargo');
  const transportIds = ids('transport');
  const companyIds = ids('company');
  const contact = (c: {
    companyName: string | null;
    person: string | null;
    phone: string | null;
    email: string | null;
  }) => (entitled ? c : null);

  const listingContact = (r: ListingRow) =>
    contact({
      companyName: r.companyName,
      person: r.contactPerson,
      phone: r.contactPhone,
      email: r.contactEmail,
    });

  const found = new Map<string, AlertItem>();
  if (cargoIds.length > 0) {
    const rows = await tx
      .select()
      .from(cargoListings)
      .where(
        and(
          inArray(cargoListings.id, cargoIds),
          liveSql(cargoListings, now),
          notWithheldListing('cargo', cargoListings.id),
        ),
      );
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
        contact: listingContact(r),
      });
    }
  }
  if (transportIds.length > 0) {
    const rows = await tx
      .select()
      .from(transportListings)
      .where(
        and(
          inArray(transportListings.id, transportIds),
          liveSql(transportListings, now),
          notWithheldListing('transport', transportListings.id),
        ),
      );
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
        contact: listingContact(r),
      });
    }
  }
  if (companyIds.length > 0) {
    const rows = await tx
      .select({ profile: profiles })
      .from(profiles)
      .leftJoin(subscribers, eq(subscribers.userId, profiles.userId))
      .where(and(inArray(profiles.id, companyIds), listedInDirectory(now), notWithheldCompany(profiles.id)));
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
  return found;
}
