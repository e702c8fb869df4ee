import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminActivityLog, alertMatches, emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { unique } from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * Company verification (issue 31, item 2; docs/decisions/0081): a company asks, an admin decides in
 * the queue, the user is mailed, the mark shows on the company's listings and directory entry and
 * filters them, and a change of what was checked takes it away again.
 */
let t: TestApp;
let admin: SignedInUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { manual: true } });
  admin = await createSignedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

// Estonia's registry code 12417834 and VAT number EE100931558 pass their check digits.
const IDENTITY = { country: 'EE', registryCode: '12417834', vatNumber: 'EE100931558' };

async function companyUser(name = unique('Kontroll OÜ'), extra: Record<string, unknown> = {}) {
  const user = await createSignedInUser(t.app, { plan: 'premium' });
  const res = await call('PUT', '/api/me/company', user, {
    companyName: name,
    showInCompanyDirectory: true,
    ...IDENTITY,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, name, profileId: '' };
}

const ask = (user: SignedInUser) => call('POST', '/api/me/company/verification', user);
const decide = (userId: string, body: unknown, by = admin) =>
  call('PUT', `/api/admin/verifications/${userId}`, by, body);
const company = async (user: SignedInUser) => (await call('GET', '/api/me/company', user)).json();

async function feed(type: 'cargo' | 'transport', query: string) {
  const res = await call('GET', `/api/listings/${type}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: string; verified: boolean }[];
}

async function directory(query: string) {
  const res = await call('GET', `/api/companies?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { companyName: string; verified: boolean }[];
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'company_verification')))
    .orderBy(desc(emailOutbox.createdAt));
}

async function activity(userId: string) {
  return t.database.db
    .select()
    .from(adminActivityLog)
    .where(eq(adminActivityLog.targetId, userId))
    .orderBy(desc(adminActivityLog.createdAt));
}

describe('asking to be verified', () => {
  it('needs a name, a country and a valid registry code, naming the missing field', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const none = await ask(user);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'VERIFICATION_NEEDS_IDENTITY', field: 'companyName' });
    await call('PUT', '/api/me/company', user, { companyName: 'Nimega OÜ' });
    expect((await ask(user)).json().error).toMatchObject({ field: 'country' });
    // In the user's language.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/me/company/verification',
      headers: { origin: ORIGIN, cookie: user.cookie, 'accept-language': 'en' },
    });
    expect(english.json().error.message).toContain('registry code');
    expect((await company(user)).verification).toBe('unverified');
    expect((await call('POST', '/api/me/company/verification')).statusCode).toBe(401);
  });

  it('waits as pending, once however often it is asked, and is in the activity log', async () => {
    const { user } = await companyUser();
    expect((await company(user)).verification).toBe('unverified');
    const res = await ask(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verification: 'pending', verificationNote: null });
    expect((await ask(user)).json().verification).toBe('pending');
    const rows = await activity(user.userId);
    expect(rows.filter((r) => r.action === 'verification_requested')).toHaveLength(1);
  });
});

describe('the admin queue and decisions', () => {
  it('is for admins only and checks its input', async () => {
    const { user } = await companyUser();
    expect((await call('GET', '/api/admin/verifications', user)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/verifications')).statusCode).toBe(401);
    expect((await decide(user.userId, { decision: 'verified' }, user)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/verifications?status=done', admin)).statusCode).toBe(400);
    await ask(user);
    const bad = await decide(user.userId, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const noNote = await decide(user.userId, { decision: 'rejected', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.field).toBe('note');
    const unknown = await decide('no-such-user', { decision: 'verified' });
    expect(unknown.statusCode).toBe(404);
    expect((await company(user)).verification).toBe('pending');
  });

  it('lists the pending requests with the evidence, and searches them', async () => {
    const { user, name } = await companyUser(unique('Tõend OÜ'), { website: 'www.toend-test.ee' });
    await ask(user);
    const res = await call(
      'GET',
      `/api/admin/verifications?status=pending&q=${encodeURIComponent(name)}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1 });
    expect(res.json().items[0]).toMatchObject({
      userId: user.userId,
      email: user.email,
      companyName: name,
      ...IDENTITY,
      status: 'pending',
      evidence: {
        registryCodeValid: true,
        vatNumberValid: true,
        registerUrl: 'https://ariregister.rik.ee/est/company/12417834',
        emailMatchesWebsite: false,
        listings: 0,
      },
    });
    const verified = await call(
      'GET',
      `/api/admin/verifications?status=verified&q=${encodeURIComponent(name)}`,
      admin,
    );
    expect(verified.json().total).toBe(0);
  });

  it('rejects with a note the user reads and is mailed, then verifies after a new request', async () => {
    const { user } = await companyUser();
    await ask(user);
    const rejected = await decide(user.userId, {
      decision: 'rejected',
      note: 'Registrikood ei vasta nimele',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Registrikood ei vasta nimele' });
    expect(await company(user)).toMatchObject({
      verification: 'rejected',
      verificationNote: 'Registrikood ei vasta nimele',
    });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Ettevõtte kontrollimine ei õnnestunud');
    expect(mail?.textBody).toContain('Registrikood ei vasta nimele');
    expect(mail?.textBody).toContain('/profile-settings?tab=company');
    // A decided request is not decided again.
    expect((await decide(user.userId, { decision: 'verified' })).statusCode).toBe(409);

    expect((await ask(user)).json()).toMatchObject({ verification: 'pending', verificationNote: null });
    const verified = await decide(user.userId, { decision: 'verified' });
    expect(verified.json()).toMatchObject({ status: 'verified', note: null });
    expect((await mailsTo(user.email))[0]?.subject).toBe('Teie ettevõte on kontrollitud');
    expect((await ask(user)).statusCode).toBe(409);
    const decisions = (await activity(user.userId)).filter((r) => r.action === 'verification_decided');
    expect(
      decisions.map((r) => (r.details as { after: { verification: string } }).after.verification),
    ).toEqual(['verified', 'rejected']);
    expect(decisions[0]?.adminId).toBe(admin.userId);
  });
});

describe('the mark and the filter', () => {
  it('marks the company’s listings, old and new, and its directory entry, and filters them', async () => {
    const { user, name } = await companyUser(unique('Märgitud OÜ'));
    const other = await createSignedInUser(t.app, { plan: 'premium' });
    const tag = unique('kontroll');
    const before = await publish(user, 'cargo', { notes: tag });
    const truck = await publish(user, 'transport', { notes: tag });
    const stranger = await publish(other, 'cargo', { notes: tag });
    expect(before.verified).toBe(false);
    await ask(user);
    expect((await feed('cargo', `q=${tag}`)).every((i) => !i.verified)).toBe(true);
    await decide(user.userId, { decision: 'verified' });

    const after = await publish(user, 'cargo', { notes: tag });
    expect(after.verified).toBe(true);
    const all = await feed('cargo', `q=${tag}`);
    expect(Object.fromEntries(all.map((i) => [i.id, i.verified]))).toEqual({
      [before.id]: true,
      [after.id]: true,
      [stranger.id]: false,
    });
    const only = await feed('cargo', `q=${tag}&verified=true`);
    expect(only.map((i) => i.id).sort()).toEqual([before.id, after.id].sort());
    expect((await feed('transport', `q=${tag}&verified=true`)).map((i) => i.id)).toEqual([truck.id]);
    expect((await feed('cargo', `q=${tag}&verified=true&sort=freshness`)).map((i) => i.id)).toHaveLength(2);
    const details = await call('GET', `/api/listings/cargo/${before.id}`);
    expect(details.json().verified).toBe(true);

    expect(await directory(`q=${encodeURIComponent(name)}`)).toEqual([
      expect.objectContaining({ companyName: name, verified: true }),
    ]);
    expect(await directory(`q=${encodeURIComponent(name)}&verified=true`)).toHaveLength(1);
    expect((await call('GET', '/api/companies?verified=maybe')).statusCode).toBe(400);

    // A change of the name takes the mark away everywhere, until it is verified again.
    const renamed = await call('PUT', '/api/me/company', user, {
      companyName: `${name} AS`,
      showInCompanyDirectory: true,
      ...IDENTITY,
    });
    expect(renamed.json()).toMatchObject({ verification: 'unverified', verificationNote: null });
    expect(await feed('cargo', `q=${tag}&verified=true`)).toEqual([]);
    expect((await feed('cargo', `q=${tag}`)).every((i) => !i.verified)).toBe(true);
    expect(await directory(`q=${encodeURIComponent(name)}&verified=true`)).toEqual([]);
  });

  it('keeps the mark through a change of other fields, and drops it for each identity field', async () => {
    for (const change of [
      { registryCode: '10000356' },
      { vatNumber: null },
      { country: 'FI', registryCode: '0112038-9', vatNumber: null },
    ]) {
      const { user, name } = await companyUser();
      await ask(user);
      await decide(user.userId, { decision: 'verified' });
      const body = { companyName: name, showInCompanyDirectory: true, ...IDENTITY };
      const same = await call('PUT', '/api/me/company', user, { ...body, description: 'Uus kirjeldus' });
      expect(same.json().verification).toBe('verified');
      const changed = await call('PUT', '/api/me/company', user, { ...body, ...change });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().verification).toBe('unverified');
    }
  });

  it('withdraws a pending request whose identity changes: the admin’s decision is then refused', async () => {
    const { user, name } = await companyUser();
    await ask(user);
    await call('PUT', '/api/me/company', user, { companyName: `${name} 2`, ...IDENTITY });
    expect((await company(user)).verification).toBe('unverified');
    expect((await decide(user.userId, { decision: 'verified' })).statusCode).toBe(409);
  });

  it('lets an admin take a verified company’s mark away', async () => {
    const { user } = await companyUser();
    const tag = unique('tühista');
    await publish(user, 'cargo', { notes: tag });
    await ask(user);
    await decide(user.userId, { decision: 'verified' });
    expect(await feed('cargo', `q=${tag}&verified=true`)).toHaveLength(1);
    const revoked = await decide(user.userId, {
      decision: 'rejected',
      note: 'Ettevõte on registrist kustutatud',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await feed('cargo', `q=${tag}&verified=true`)).toEqual([]);
  });
});

describe('alerts for verified companies only', () => {
  it('matches a verified company’s load and not an unverified one’s', async () => {
    const subscriber = await createSignedInUser(t.app, { plan: 'premium' });
    const res = await call('PUT', '/api/me/notifications', subscriber, {
      isEnabled: true,
      cargoNotifications: true,
      cargoMinWeight: 2222,
      verifiedOnly: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verifiedOnly).toBe(true);
    const { user: verified } = await companyUser();
    await ask(verified);
    await decide(verified.userId, { decision: 'verified' });
    const { user: unverified } = await companyUser();
    await t.app.jobs.drain();
    const good = await publish(verified, 'cargo', { weight: 2300 });
    const bad = await publish(unverified, 'cargo', { weight: 2300 });
    await t.app.jobs.drain();
    const matched = await t.database.db
      .select({ itemId: alertMatches.itemId })
      .from(alertMatches)
      .where(eq(alertMatches.userId, subscriber.userId));
    expect(matched.map((m) => m.itemId)).toContain(good.id);
    expect(matched.map((m) => m.itemId)).not.toContain(bad.id);
  });
});
