import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dueAt } from '@domain/alert-schedule';
import { alertMatches, emailOutbox, reports, reportTargets } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createCompany, findCredits, unique } from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { countLiveListings } from '../listings/listings.service';
import { openEvents, type SseEvent } from '../../../test/sse';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * Reports (issue 31, item 4; docs/decisions/0082): one open report per user and target; three
 * different users' reports hide the target from everyone but its owner (and admins), who sees it
 * marked as under review and never learns who reported it.
 */
let t: TestApp;
let owner: SignedInUser;
let bystander: SignedInUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { manual: true } });
  [owner, bystander] = await Promise.all([
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { plan: 'premium' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const report = (user: SignedInUser | undefined, targetType: string, targetId: string, extra = {}) =>
  call('POST', '/api/reports', user, {
    targetType,
    targetId,
    reason: 'fraud',
    message: 'Kahtlane',
    ...extra,
  });

async function feedIds(type: 'cargo' | 'transport', q: string, user?: SignedInUser) {
  const res = await call('GET', `/api/listings/${type}?q=${encodeURIComponent(q)}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id) as string[];
}

/** Three different users report the target; answers them. */
async function reportThrice(targetType: string, targetId: string) {
  const reporters = await Promise.all([1, 2, 3].map(() => createSignedInUser(t.app)));
  for (const r of reporters) {
    const res = await report(r, targetType, targetId);
    expect(res.statusCode, res.body).toBe(201);
  }
  return reporters;
}

describe('reporting', () => {
  it('takes a report from a signed-in user, one open per user and target', async () => {
    const cargo = await publish(owner, 'cargo');
    const user = await createSignedInUser(t.app);
    const res = await report(user, 'cargo', cargo.id, {
      reason: 'wrong_contact',
      message: '  Vale number  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      targetType: 'cargo',
      targetId: cargo.id,
      reason: 'wrong_contact',
      status: 'open',
    });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ reporterId: user.userId, ownerId: owner.userId, message: 'Vale number' });

    const again = await report(user, 'cargo', cargo.id, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: 'Olete sellest juba teatanud',
    });
    // Another user may; the message is optional.
    expect((await report(bystander, 'cargo', cargo.id, { message: undefined })).statusCode).toBe(201);
    const [target] = await t.database.db
      .select()
      .from(reportTargets)
      .where(and(eq(reportTargets.targetType, 'cargo'), eq(reportTargets.targetId, cargo.id)));
    expect(target).toMatchObject({ openReports: 2, hidden: false, ownerId: owner.userId });
  });

  it('refuses one’s own, an unseen target, a visitor and bad input, in the user’s language', async () => {
    const cargo = await publish(owner, 'cargo');
    const user = await createSignedInUser(t.app);
    const own = await report(owner, 'cargo', cargo.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toMatchObject({ code: 'CANNOT_REPORT_SELF', field: 'targetId' });
    expect((await report(undefined, 'cargo', cargo.id)).statusCode).toBe(401);
    const paused = await publish(owner, 'transport');
    await call('POST', `/api/listings/transport/${paused.id}/pause`, owner);
    expect((await report(user, 'transport', paused.id)).statusCode).toBe(404);
    expect((await report(user, 'cargo', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(user, 'company', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const wrongType = await report(user, 'truck', cargo.id);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.field).toBe('targetType');
    const wrongReason = await report(user, 'cargo', cargo.id, { reason: 'boring' });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().error.field).toBe('reason');
    expect(wrongReason.json().error.message).toContain('Valige teatamise põhjus');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'cargo', targetId: cargo.id, reason: 'other', message: 'x'.repeat(1001) },
      headers: { origin: ORIGIN, cookie: user.cookie, 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('message');
    expect(long.json().error.message).toContain('The explanation may be up to 1000 characters');
  });
});

describe('the threshold', () => {
  it('hides a listing reported by three different users from everyone but its owner and admins', async () => {
    const tag = unique('teade');
    const cargo = await publish(owner, 'cargo', { notes: tag });
    const other = await publish(owner, 'cargo', { notes: tag });
    const admin = await createSignedInUser(t.app, { role: 'admin' });
    const [first, second] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    expect((await report(first, 'cargo', cargo.id)).statusCode).toBe(201);
    expect((await report(second, 'cargo', cargo.id)).statusCode).toBe(201);
    // The same user twice is still two reporters' worth: refused.
    expect((await report(second, 'cargo', cargo.id)).statusCode).toBe(409);
    expect((await feedIds('cargo', tag)).sort()).toEqual([cargo.id, other.id].sort());

    const third = await createSignedInUser(t.app, { plan: 'premium' });
    const counted = await countLiveListings(t.database.db, 'cargo');
    expect((await report(third, 'cargo', cargo.id)).statusCode).toBe(201);
    // The home counter leaves it out too.
    expect(await countLiveListings(t.database.db, 'cargo')).toBe(counted - 1);
    expect(await feedIds('cargo', tag)).toEqual([other.id]);
    expect(await feedIds('cargo', tag, bystander)).toEqual([other.id]);
    expect(await feedIds('cargo', tag, third)).toEqual([other.id]);
    // By its link: 404 for others, there for its owner and admins.
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, bystander)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, admin)).statusCode).toBe(200);
    // A fourth user cannot see it, so cannot report it.
    expect((await report(await createSignedInUser(t.app), 'cargo', cargo.id)).statusCode).toBe(404);
  });

  it('keeps a hidden listing’s contact closed, spending no credit', async () => {
    const cargo = await publish(owner, 'cargo');
    await reportThrice('cargo', cargo.id);
    const free = await createSignedInUser(t.app);
    const before = await findCredits(t.database.db, free.userId);
    const unlock = await call('POST', `/api/contacts/cargo/${cargo.id}/unlock`, free);
    expect(unlock.statusCode).toBe(404);
    expect(await findCredits(t.database.db, free.userId)).toEqual(before);
    expect((await call('GET', `/api/contacts/cargo/${cargo.id}`, bystander)).statusCode).toBe(404);
    expect((await call('GET', `/api/contacts/cargo/${cargo.id}`, owner)).statusCode).toBe(200);
  });

  it('hides a company from the directory; its owner’s company tab says it is under review', async () => {
    const tag = unique('firma');
    const seller = await createSignedInUser(t.app, {
      plan: 'premium',
      profile: { companyName: `${tag} OÜ`, showInCompanyDirectory: true, description: `Vedaja ${tag}` },
    });
    const directory = async (u?: SignedInUser) =>
      (await call('GET', `/api/companies?q=${tag}`, u)).json().items.map((i: { id: string }) => i.id);
    const [profileId] = await directory();
    expect(profileId).toBeDefined();
    expect((await call('GET', '/api/me/company', seller)).json().underReview).toBe(false);
    await reportThrice('company', profileId!);
    expect(await directory()).toEqual([]);
    expect(await directory(bystander)).toEqual([]);
    expect((await call('GET', '/api/me/company', seller)).json().underReview).toBe(true);
    // A directory company from elsewhere is untouched.
    const other = await createCompany(t.database.db, { description: `Vedaja ${tag}` });
    expect(await directory()).toEqual([other.profile.id]);
  });
});

describe('the owner’s view and the reporters’ anonymity', () => {
  it('marks the owner’s hidden listing under review, and no answer or event the owner gets names a reporter', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const seller = await createSignedInUser(t.app, { plan: 'premium' });
    const cargo = await publish(seller, 'cargo', { notes: unique('anon') });
    const ownerStream = await openEvents(`${url}/api/events`, { cookie: seller.cookie });
    const otherStream = await openEvents(`${url}/api/events`, { cookie: bystander.cookie });
    try {
      for (const c of [ownerStream, otherStream]) await c.waitFor((e) => e.event === 'ready');
      const reporters = await reportThrice('cargo', cargo.id);
      // The reports' event, not the publication's own insert: that one may still be on its way
      // (NOTIFY is delivered after the publish answered) when the streams open.
      const about = (e: SseEvent) => {
        const data = e.data as { op?: string; id?: string; item?: { id?: string } };
        return e.event === 'listing' && data.op !== 'insert' && (data.item?.id ?? data.id) === cargo.id;
      };
      expect((await otherStream.waitFor(about)).data).toEqual({
        op: 'remove',
        listingType: 'cargo',
        id: cargo.id,
      });
      expect((await ownerStream.waitFor(about)).data).toMatchObject({ item: { id: cargo.id } });

      const mine = await call('GET', '/api/me/listings?type=cargo', seller);
      expect(mine.statusCode, mine.body).toBe(200);
      const item = mine.json().items.find((i: { id: string }) => i.id === cargo.id);
      expect(item.underReview).toBe(true);
      const answers = [
        mine.body,
        (await call('GET', `/api/listings/cargo/${cargo.id}`, seller)).body,
        (await call('GET', '/api/me/company', seller)).body,
        (await call('GET', '/api/me/profile', seller)).body,
        (await call('GET', '/api/me/notifications', seller)).body,
        (await call('GET', '/api/me/export', seller)).body,
        ownerStream.text(),
      ].join('\n');
      for (const r of reporters) {
        expect(answers).not.toContain(r.userId);
        expect(answers).not.toContain(r.email);
        expect(answers).not.toContain(r.email.split('@')[0]);
      }
      // A reporter's own export holds their report.
      const sent = (await call('GET', '/api/me/export', reporters[0])).json().reportsSent;
      expect(sent).toEqual([
        expect.objectContaining({ targetType: 'cargo', targetId: cargo.id, reason: 'fraud' }),
      ]);
      // The others' listings are not marked.
      const fresh = await publish(seller, 'cargo');
      const again = (await call('GET', '/api/me/listings?type=cargo', seller)).json();
      expect(again.items.find((i: { id: string }) => i.id === fresh.id).underReview).toBe(false);
    } finally {
      for (const c of [ownerStream, otherStream]) await c.close();
    }
  });
});

describe('the watchlist', () => {
  it('keeps a hidden listing on a watcher’s list without its details, and refuses a new watcher', async () => {
    const watcher = await createSignedInUser(t.app, { plan: 'premium' });
    const cargo = await publish(owner, 'cargo');
    expect((await call('PUT', `/api/me/watchlist/cargo/${cargo.id}`, watcher)).statusCode).toBe(204);
    await reportThrice('cargo', cargo.id);
    const list = (await call('GET', '/api/me/watchlist', watcher)).json();
    const entry = list.items.find((i: { listingId: string }) => i.listingId === cargo.id);
    expect(entry).toBeDefined();
    expect(entry.item).toBeUndefined();
    const late = await createSignedInUser(t.app);
    expect((await call('PUT', `/api/me/watchlist/cargo/${cargo.id}`, late)).statusCode).toBe(404);
  });
});

describe('alerts', () => {
  it('does not alert anyone about a listing hidden before the alerts ran', async () => {
    const watcher = await createSignedInUser(t.app, { plan: 'premium' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { isEnabled: true, cargoNotifications: true, cargoMinWeight: 1000 },
      headers: { origin: ORIGIN, cookie: watcher.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.drain();
    const hidden = await publish(owner, 'cargo', { weight: 1500 });
    await reportThrice('cargo', hidden.id);
    const shown = await publish(owner, 'cargo', { weight: 1500 });
    await t.app.jobs.drain();
    const matched = async (itemId: string) =>
      (
        await t.database.db
          .select()
          .from(alertMatches)
          .where(and(eq(alertMatches.userId, watcher.userId), eq(alertMatches.itemId, itemId)))
      ).length;
    expect(await matched(shown.id)).toBe(1);
    expect(await matched(hidden.id)).toBe(0);
  });

  it('leaves a listing hidden after its match out of the digest', async () => {
    const watcher = await createSignedInUser(t.app, { plan: 'premium' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { isEnabled: true, cargoNotifications: true, cargoMinWeight: 1000, frequency: 'hourly' },
      headers: { origin: ORIGIN, cookie: watcher.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.drain();
    const later = await publish(owner, 'cargo', { weight: 1500 });
    const kept = await publish(owner, 'cargo', { weight: 1500 });
    const now = new Date();
    await t.app.jobs.drain(now);
    expect(
      await t.database.db.select().from(alertMatches).where(eq(alertMatches.userId, watcher.userId)),
    ).toHaveLength(2);
    await reportThrice('cargo', later.id);
    await t.app.jobs.drain(dueAt('hourly', now, null));
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, watcher.email), eq(emailOutbox.kind, 'alert')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`/?listing=${kept.id}&type=cargo`);
    expect(mails[0]!.textBody).not.toContain(later.id);
  });
});
