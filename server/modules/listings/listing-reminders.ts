import { and, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { expiringSoonHorizon, remindBefore } from '@domain/freshness';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import type { ListingType } from '@domain/plans';
import type { Db, Tx } from '../../db/client';
import { expiredOrPausedSql } from '../../db/live';
import { cargoListings, profiles, transportListings, users } from '../../db/schema/index';
import type { JobHandler } from '../../platform/jobs/worker';
import { enqueueMails } from '../../platform/mail/outbox';
import { placeRows } from '../places/places.service';
import { confirmToken } from './listing-lifecycle.service';
import { reminderMail, type ReminderItem } from './reminder-mail';

const LISTING_REMINDERS_JOB = 'listings.remind';
const EVERY_MS = 15 * 60_000;
// Listings taken a statement: a sweep after a quiet night takes several rounds of one transaction each.
const BATCH = 500;
const MAX_ROUNDS = 20;

export type ReminderSettings = { publicUrl: string; secret: string };

type Kind = 'confirm' | 'expiry';
const TABLES = { cargo: cargoListings, transport: transportListings } as const;

/**
 * The listings due a reminder of one kind, marked reminded in the same statement, so each
 * confirmation (or publication) brings at most one of each: "still available?" a day after the
 * latest confirmation, and "it expires soon" in its last day (domain/freshness.ts). Only listings
 * that run; `owner` limits the sweep to one user's (the development route).
 */
async function claim(tx: Tx, type: ListingType, kind: Kind, now: Date, owner?: string) {
  const t = TABLES[type];
  const due =
    kind === 'confirm'
      ? and(
          lte(t.confirmedAt, remindBefore(now)),
          or(isNull(t.confirmRemindedAt), lt(t.confirmRemindedAt, t.confirmedAt)),
        )
      : and(
          lte(t.expiresAt, expiringSoonHorizon(now)),
          or(isNull(t.expiryRemindedAt), lt(t.expiryRemindedAt, t.createdAt)),
        );
  const ids = tx
    .select({ id: t.id })
    .from(t)
    .where(and(not(expiredOrPausedSql(t, now)), due, owner ? sql`${t.userId} = ${owner}` : undefined))
    .orderBy(t.confirmedAt)
    .limit(BATCH);
  return tx
    .update(t)
    .set(kind === 'confirm' ? { confirmRemindedAt: now } : { expiryRemindedAt: now })
    .where(inArray(t.id, ids))
    .returning({
      id: t.id,
      userId: t.userId,
      originCity: t.originCity,
      originCountry: t.originCountry,
      originPlaceId: t.originPlaceId,
      destinationCity: t.destinationCity,
      destinationCountry: t.destinationCountry,
      destinationPlaceId: t.destinationPlaceId,
      confirmedAt: t.confirmedAt,
      expiresAt: t.expiresAt,
    });
}

/**
 * One sweep: every owner with listings due a reminder gets one mail naming them all, each
 * unconfirmed one with its own confirm link. Marking and mailing share a transaction, so a
 * listing is reminded exactly once however many instances sweep. The marks do not announce the
 * listings to open pages (nothing they show changed). Answers the number of mails.
 */
export async function remindOwners(
  db: Db,
  settings: ReminderSettings,
  now: Date,
  owner?: string,
): Promise<number> {
  let mails = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { sent, full } = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('veoturg.quiet_listings', 'on', true)`);
      const byOwner = new Map<string, { confirm: ReminderItem[]; expiry: ReminderItem[] }>();
      let full = false;
      for (const type of ['cargo', 'transport'] as const) {
        for (const kind of ['confirm', 'expiry'] as const) {
          const rows = await claim(tx, type, kind, now, owner);
          full ||= rows.length === BATCH;
          for (const row of rows) {
            const lists = byOwner.get(row.userId) ?? { confirm: [], expiry: [] };
            byOwner.set(row.userId, lists);
            lists[kind].push({ ...row, type, confirmToken: confirmToken(type, row.id, settings.secret) });
          }
        }
      }
      if (byOwner.size === 0) return { sent: 0, full };
      // The located places, named in each owner's language (decision 0091).
      const places = await placeRows(
        tx as unknown as Db,
        [...byOwner.values()]
          .flatMap((lists) => [...lists.confirm, ...lists.expiry])
          .flatMap((item) => [item.originPlaceId, item.destinationPlaceId])
          .filter((id) => id !== null),
      );
      const recipients = await tx
        .select({ id: users.id, email: users.email, language: profiles.language })
        .from(users)
        .leftJoin(profiles, sql`${profiles.userId} = ${users.id}`)
        .where(and(inArray(users.id, [...byOwner.keys()]), isNull(users.deletedAt)));
      const outgoing = recipients.map((r) =>
        reminderMail({
          to: r.email,
          locale: isLocale(r.language) ? r.language : DEFAULT_LOCALE,
          publicUrl: settings.publicUrl,
          now,
          places,
          ...byOwner.get(r.id)!,
        }),
      );
      await enqueueMails(tx, outgoing);
      return { sent: outgoing.length, full };
    });
    mails += sent;
    if (!full) break;
  }
  return mails;
}

/** The periodic sweep, every 15 minutes on whichever instance's worker claims it. */
export function listingReminderJobs(settings: ReminderSettings): Record<string, JobHandler> {
  return {
    [LISTING_REMINDERS_JOB]: {
      every: EVERY_MS,
      async run(_payload, { db, now, log }) {
        const mails = await remindOwners(db, settings, now);
        if (mails > 0) log.info({ mails }, 'listing reminders queued');
      },
    },
  };
}
