import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAction } from '@domain/admin-activity';
import { adminActivityLog } from '../../db/schema/index';
import { ORIGIN, post, registerConfirmed, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

// The activity log follows users as well as admins (decision 0043): sign-ups, sign-ins, sign-outs,
// new listings, companies joining the directory and profile changes, each filterable by its action.

let t: TestApp;
let admin: SignedInUser;
const api = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

/** The log's rows by one actor and action. */
function rowsOf(userId: string, action: AdminAction) {
  return t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.adminId, userId), eq(adminActivityLog.action, action)));
}

type Item = { id: string; action: string; adminId: string; adminEmail: string; targetId: string };

/** GET /api/admin/activity?action=…, as the admin: the items of that filter. */
async function filtered(action: AdminAction): Promise<Item[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/activity?action=${action}&pageSize=100`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as Item[];
  expect(items.every((item) => item.action === action)).toBe(true);
  return items;
}

const put = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { origin: ORIGIN, cookie } });

describe('the activity log follows users', () => {
  it('logs a sign-up, the sign-in of its confirmation link, a sign-in and a sign-out', async () => {
    const user = await registerConfirmed(t.app);
    const [registered] = await rowsOf(user.userId, 'user_registered');
    expect(registered).toMatchObject({
      targetType: 'user',
      targetId: user.userId,
      details: { label: user.email },
    });
    // The confirmation link signs the new user in.
    expect(await rowsOf(user.userId, 'login')).toHaveLength(1);

    const { res, cookie } = await signIn(t.app, user.email);
    expect(res.statusCode, res.body).toBe(200);
    const logins = await rowsOf(user.userId, 'login');
    expect(logins).toHaveLength(2);
    expect(logins.map((row) => row.details)).toContainEqual({ label: user.email, via: '/sign-in/email' });

    const out = await post(t.app, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode, out.body).toBe(200);
    const [logout] = await rowsOf(user.userId, 'logout');
    expect(logout).toMatchObject({
      targetType: 'user',
      targetId: user.userId,
      details: { label: user.email },
    });

    // A wrong password is no sign-in; a session made for tests is none either.
    expect((await signIn(t.app, user.email, 'Vale-parool-1')).res.statusCode).toBe(401);
    expect(await rowsOf(user.userId, 'login')).toHaveLength(2);
    const direct = await createSignedInUser(t.app);
    expect(await rowsOf(direct.userId, 'login')).toHaveLength(0);

    // Each filter answers its own action, with the user as who acted.
    expect((await filtered('user_registered')).find((i) => i.adminId === user.userId)).toMatchObject({
      adminEmail: user.email,
      targetId: user.userId,
    });
    expect((await filtered('login')).filter((i) => i.adminId === user.userId)).toHaveLength(2);
    expect((await filtered('logout')).filter((i) => i.adminId === user.userId)).toHaveLength(1);
  });

  it('logs a new listing in the statement that publishes it, a duplicate too', async () => {
    const owner = await createSignedInUser(t.app);
    const cargo = await api.publish(owner, 'cargo');
    const transport = await api.publish(owner, 'transport');
    const rows = await rowsOf(owner.userId, 'listing_created');
    expect(rows.map((row) => row.targetId).sort()).toEqual([cargo.id, transport.id].sort());
    const cargoRow = rows.find((row) => row.targetId === cargo.id)!;
    expect(cargoRow).toMatchObject({
      targetType: 'cargo',
      details: {
        label: `Kaup ${cargo.originCity} → ${cargo.destinationCity} (${cargo.id.slice(0, 8)})`,
        ownerId: owner.userId,
        after: { status: 'active', postDurationDays: cargo.postDurationDays },
      },
    });
    // The log's time is the publication time.
    expect(cargoRow.createdAt.toISOString()).toBe(new Date(cargo.createdAt).toISOString());

    const copy = await api.call('POST', `/api/listings/cargo/${cargo.id}/duplicate`, owner);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(await rowsOf(owner.userId, 'listing_created')).toHaveLength(3);

    const listed = (await filtered('listing_created')).map((i) => i.targetId);
    expect(listed).toEqual(expect.arrayContaining([cargo.id, transport.id, copy.json().id]));
  });

  it('logs profile changes with what changed, never an unchanged save, and a company joining the directory', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const profile = { contactPerson: 'Mari Maasikas', phone: '+372 5555 1234', address: 'Tartu mnt 1' };
    expect((await put('/api/me/profile', user.cookie, profile)).statusCode).toBe(200);
    expect((await put('/api/me/profile', user.cookie, profile)).statusCode).toBe(200);
    const changes = await rowsOf(user.userId, 'profile_updated');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.details).toMatchObject({
      label: user.email,
      after: { contactPerson: 'Mari Maasikas', phone: '+372 5555 1234', address: 'Tartu mnt 1' },
    });

    const company = await put('/api/me/company', user.cookie, { companyName: 'Maasika Vedu OÜ' });
    expect(company.statusCode, company.body).toBe(200);
    expect(await rowsOf(user.userId, 'company_created')).toHaveLength(0);
    const joined = await put('/api/me/directory', user.cookie, { show: true });
    expect(joined.statusCode, joined.body).toBe(200);
    const [created] = await rowsOf(user.userId, 'company_created');
    expect(created).toMatchObject({ targetType: 'company', details: { label: 'Maasika Vedu OÜ' } });
    expect(await rowsOf(user.userId, 'profile_updated')).toHaveLength(3);
    // Renaming a listed company is a profile change, not a new company.
    await put('/api/me/company', user.cookie, {
      companyName: 'Maasika Logistika OÜ',
      showInCompanyDirectory: true,
    });
    expect(await rowsOf(user.userId, 'company_created')).toHaveLength(1);

    expect((await filtered('company_created')).map((i) => i.adminId)).toContain(user.userId);
    expect((await filtered('profile_updated')).filter((i) => i.adminId === user.userId)).toHaveLength(4);
  });
});
