import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { cargoListings, emailOutbox, transportListings } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { listingApi } from '../../../test/factories/listing-api';
import { confirmToken } from './listing-lifecycle.service';
import { remindOwners } from './listing-reminders';

/**
 * Freshness (issue 31, item 3; docs/decisions/0079): the owner's confirmation, the reminder mail's
 * signed confirm link, the reminders on an injected clock, and extending in the last day.
 */
let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
const { call, publish } = listingApi(() => t.app);
const HOUR = 3_600_000;
const settings = () => ({ publicUrl: 'http://localhost:3000', secret: t.app.deps.config.authSecret });

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app),
    createSignedInUser(t.app, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function backdate(type: 'cargo' | 'transport', id: string, set: Record<string, Date>) {
  const table = type === 'cargo' ? cargoListings : transportListings;
  await db().update(table).set(set).where(eq(table.id, id));
}

async function stored(type: 'cargo' | 'transport', id: string) {
  const table = type === 'cargo' ? cargoListings : transportListings;
  const [row] = await db().select().from(table).where(eq(table.id, id));
  return row!;
}

async function remindersTo(email: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'listing_reminder')))
    .orderBy(desc(emailOutbox.createdAt));
}

const tokenOf = (text: string) => {
  const match = /\/kuulutus\/kinnita\?token=([^\s]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

describe('confirming a listing', () => {
  it('lets the owner confirm a running listing: a new confirmedAt, in the feed too', async () => {
    const item = await publish(owner, 'cargo');
    expect(item.actions).toContain('confirm');
    const dayAgo = new Date(Date.now() - 30 * HOUR);
    await backdate('cargo', item.id, { confirmedAt: dayAgo });
    const before = Date.now();
    const res = await call('POST', `/api/listings/cargo/${item.id}/confirm`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Confirming changes nothing else: not the publication time the "newest" order reads.
    expect(res.json().createdAt).toBe(item.createdAt);
    const feed = await call('GET', `/api/listings/cargo/${item.id}`);
    expect(feed.json().confirmedAt).toBe(res.json().confirmedAt);
  });

  it('refuses anyone but the owner, admins included, and a visitor', async () => {
    const item = await publish(owner, 'transport');
    const url = `/api/listings/transport/${item.id}/confirm`;
    for (const user of [other, admin]) {
      const res = await call('POST', url, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('NOT_OWNER');
    }
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await stored('transport', item.id)).confirmedAt.toISOString()).toBe(item.confirmedAt);
  });

  it('refuses a paused or completed listing with 409, and offers no confirm for it', async () => {
    const item = await publish(owner, 'cargo');
    const paused = await call('POST', `/api/listings/cargo/${item.id}/pause`, owner);
    expect(paused.json().actions).not.toContain('confirm');
    const res = await call('POST', `/api/listings/cargo/${item.id}/confirm`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'INVALID_LISTING_STATE',
      message: 'Kinnitada saab ainult aktiivset kuulutust',
    });
  });
});

describe('the confirm link', () => {
  it('confirms with the signed token and no session', async () => {
    const item = await publish(owner, 'transport');
    await backdate('transport', item.id, { confirmedAt: new Date(Date.now() - 30 * HOUR) });
    const token = confirmToken('transport', item.id, t.app.deps.config.authSecret);
    const res = await call('POST', `/api/listings/confirm?token=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'transport', id: item.id, originCity: item.originCity });
    expect((await stored('transport', item.id)).confirmedAt.toISOString()).toBe(res.json().confirmedAt);
  });

  it('refuses a forged or altered token with 400; a GET shows the listing and confirms nothing', async () => {
    const item = await publish(owner, 'cargo');
    const forged = confirmToken('cargo', item.id, 'another-secret');
    const mine = await publish(other, 'cargo');
    const altered = confirmToken('cargo', mine.id, t.app.deps.config.authSecret).replace(mine.id, item.id);
    for (const token of [forged, altered, 'x', `cargo:${item.id}`]) {
      const res = await call('POST', `/api/listings/confirm?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
    }
    const good = confirmToken('cargo', item.id, t.app.deps.config.authSecret);
    const opened = await call('GET', `/api/listings/confirm?token=${encodeURIComponent(good)}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      type: 'cargo',
      id: item.id,
      confirmedAt: item.confirmedAt,
      originCity: item.originCity,
      destinationCity: item.destinationCity,
      running: true,
    });
    expect((await call('GET', `/api/listings/confirm?token=${encodeURIComponent(forged)}`)).statusCode).toBe(
      400,
    );
    expect((await stored('cargo', item.id)).confirmedAt.toISOString()).toBe(item.confirmedAt);
  });

  it('answers 409 for a listing that no longer runs and 404 for a deleted one', async () => {
    const secret = t.app.deps.config.authSecret;
    const done = await publish(owner, 'cargo');
    await call('POST', `/api/listings/cargo/${done.id}/complete`, owner);
    const completed = await call(
      'POST',
      `/api/listings/confirm?token=${confirmToken('cargo', done.id, secret)}`,
    );
    expect(completed.statusCode).toBe(409);
    const shown = await call('GET', `/api/listings/confirm?token=${confirmToken('cargo', done.id, secret)}`);
    expect(shown.json().running).toBe(false);
    const gone = await publish(owner, 'cargo');
    await call('DELETE', `/api/listings/cargo/${gone.id}`, owner);
    const deleted = await call(
      'POST',
      `/api/listings/confirm?token=${confirmToken('cargo', gone.id, secret)}`,
    );
    expect(deleted.statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('reminds once a day after the latest confirmation, with a working link, and again after the next', async () => {
    const user = await createSignedInUser(t.app);
    const item = await publish(user, 'cargo');
    const now = new Date();
    expect(await remindOwners(db(), settings(), new Date(now.getTime() + 23 * HOUR), user.userId)).toBe(0);
    await backdate('cargo', item.id, { confirmedAt: new Date(now.getTime() - 25 * HOUR) });
    expect(await remindOwners(db(), settings(), now, user.userId)).toBe(1);
    // Reminded: not again for the same confirmation, whichever instance sweeps next.
    expect(await remindOwners(db(), settings(), new Date(now.getTime() + HOUR), user.userId)).toBe(0);
    const [mail] = await remindersTo(user.email);
    expect(mail!.subject).toBe('Kas Teie pakkumised on endiselt saadaval? – Veoturg');
    expect(mail!.textBody).toContain(item.originCity);

    const res = await call(
      'POST',
      `/api/listings/confirm?token=${encodeURIComponent(tokenOf(mail!.textBody))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const confirmedAt = Date.parse(res.json().confirmedAt);
    expect(await remindOwners(db(), settings(), new Date(confirmedAt + 23 * HOUR), user.userId)).toBe(0);
    expect(await remindOwners(db(), settings(), new Date(confirmedAt + 25 * HOUR), user.userId)).toBe(1);
    expect(await remindersTo(user.email)).toHaveLength(2);
  });

  it('names every due listing of an owner in one mail, in the owner’s language, and none that stopped', async () => {
    const user = await createSignedInUser(t.app);
    expect((await call('PUT', '/api/me/language', user, { language: 'en' })).statusCode).toBe(200);
    const a = await publish(user, 'cargo');
    const b = await publish(user, 'transport');
    const paused = await publish(user, 'cargo');
    await call('POST', `/api/listings/cargo/${paused.id}/pause`, user);
    const later = new Date(Date.now() + 25 * HOUR);
    expect(await remindOwners(db(), settings(), later, user.userId)).toBe(1);
    const [mail] = await remindersTo(user.email);
    expect(mail!.subject).toBe('Are your offers still available? – Veoturg');
    const tokens = [...mail!.textBody.matchAll(/token=([^\s]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(tokens.sort()).toEqual(
      [
        confirmToken('cargo', a.id, settings().secret),
        confirmToken('transport', b.id, settings().secret),
      ].sort(),
    );
    expect((await stored('cargo', paused.id)).confirmRemindedAt).toBeNull();
  });

  it('names a listing’s located places in the owner’s language of the day (decision 0091)', async () => {
    await seedPlaces(db(), { countries: ['EE', 'LV'] });
    const user = await createSignedInUser(t.app);
    const cargo = await publish(user, 'cargo', {
      originCity: 'Tallinn',
      originPlaceId: 588409,
      destinationCity: 'Riia',
      destinationPlaceId: 456172,
    });
    expect(cargo.id).toBeTruthy();
    expect((await call('PUT', '/api/me/language', user, { language: 'ru' })).statusCode).toBe(200);
    expect(await remindOwners(db(), settings(), new Date(Date.now() + 25 * HOUR), user.userId)).toBe(1);
    const [mail] = await remindersTo(user.email);
    expect(mail!.textBody).toContain('Таллин (Эстония) → Рига (Латвия)');
  });

  it('reminds of the expiry in the last day, and the owner may extend then (not before)', async () => {
    const user = await createSignedInUser(t.app);
    const item = await publish(user, 'transport', { durationDays: 7 });
    const early = await call('POST', `/api/listings/transport/${item.id}/reactivate`, user, {
      durationDays: 7,
    });
    expect(early.statusCode).toBe(409);
    expect(item.actions).not.toContain('reactivate');

    const expiresAt = Date.parse(item.expiresAt);
    const lastDay = new Date(expiresAt - 20 * HOUR);
    expect(await remindOwners(db(), settings(), new Date(expiresAt - 25 * HOUR), user.userId)).toBe(1);
    const [first] = await remindersTo(user.email);
    // A day and more before the expiry: only the confirmation is due.
    expect(first!.textBody).not.toContain('Aegub');
    expect(await remindOwners(db(), settings(), lastDay, user.userId)).toBe(1);
    const [mail] = await remindersTo(user.email);
    expect(mail!.subject).toBe('Teie kuulutus aegub peagi – Veoturg');
    expect(mail!.textBody).toContain('Aegub');
    expect(mail!.textBody).toContain('/minu-kuulutused');
    expect(await remindOwners(db(), settings(), new Date(lastDay.getTime() + HOUR), user.userId)).toBe(0);

    // In its last day it can be extended: published again for a new duration.
    await backdate('transport', item.id, { expiresAt: new Date(Date.now() + 2 * HOUR) });
    const mine = await call('GET', '/api/me/listings?type=transport', user);
    expect(mine.json().items.find((i: { id: string }) => i.id === item.id).actions).toContain('reactivate');
    const extended = await call('POST', `/api/listings/transport/${item.id}/reactivate`, user, {
      durationDays: 7,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(Date.parse(extended.json().expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
    expect(extended.json().status).toBe('active');
  });

  it('runs for one user through the development route', async () => {
    const user = await createSignedInUser(t.app);
    await publish(user, 'cargo');
    const at = new Date(Date.now() + 25 * HOUR).toISOString();
    const res = await call('POST', '/api/dev/listing-reminders', undefined, { email: user.email, at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mails: 1 });
    const unknown = await call('POST', '/api/dev/listing-reminders', undefined, {
      email: 'nobody@example.com',
      at,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
