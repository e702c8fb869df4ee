import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog, feedback, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([
    createSignedInUser(t.app, { role: 'admin' }),
    createSignedInUser(t.app),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: string;
  type: string;
  subject: string;
  message: string;
  email: string;
  priority: string;
  status: string;
  createdAt: string;
};

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = admin.cookie) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie },
  });
}

async function send(type: string, subject: string, message = 'Tekst\nteisel real'): Promise<Item> {
  const res = await call('POST', '/api/feedback', { type, subject, message }, user.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function page(query: string) {
  const res = await call('GET', `/api/admin/feedback?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number; page: number; pageSize: number };
}

describe('the support queue', () => {
  it('lists feedback newest first with the sender’s e-mail, filtered by type and status in SQL, paged', async () => {
    const run = unique('tugi');
    const sent: Item[] = [];
    for (const type of ['feedback', 'bug', 'feature', 'support', 'bug', 'feedback']) {
      sent.push(await send(type, `${run} ${type}`));
    }
    const all = await page(`q=${run}&pageSize=10`);
    expect(all.total).toBe(6);
    expect(all.items.map((i) => i.id)).toEqual([...sent].reverse().map((i) => i.id));
    expect(all.items[0]).toEqual({
      id: sent[5]!.id,
      type: 'feedback',
      subject: `${run} feedback`,
      message: 'Tekst\nteisel real',
      email: user.email,
      priority: 'medium',
      status: 'open',
      createdAt: expect.any(String),
    });

    const bugs = await page(`q=${run}&type=bug`);
    expect(bugs.items.map((i) => i.type)).toEqual(['bug', 'bug']);
    expect(bugs.items.every((i) => i.priority === 'high')).toBe(true);

    const first = await page(`q=${run}&pageSize=10&page=1&type=`);
    expect(first.items).toHaveLength(6);
    // Ten a page needs more: put more in, then page through them.
    for (let i = 0; i < 5; i += 1) sent.push(await send('support', `${run} lisa ${i}`));
    const one = await page(`q=${run}&pageSize=10&page=1`);
    const two = await page(`q=${run}&pageSize=10&page=2`);
    expect(one.total).toBe(11);
    expect(one.items).toHaveLength(10);
    expect(two.items.map((i) => i.id)).toEqual([sent[0]!.id]);
    expect(two.page).toBe(2);

    expect((await call('GET', '/api/admin/feedback?type=bug_report')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/feedback?status=done')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/feedback?pageSize=7')).statusCode).toBe(400);
  });

  it('sets the status, writes one activity row with before and after, and filters by it', async () => {
    const item = await send('support', unique('Arve'));
    const res = await call('PATCH', `/api/admin/feedback/${item.id}`, { status: 'resolved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, status: 'resolved', subject: item.subject });

    const resolved = await page(`status=resolved&q=${encodeURIComponent(item.subject)}`);
    expect(resolved.items.map((i) => i.id)).toEqual([item.id]);
    expect((await page(`status=open&q=${encodeURIComponent(item.subject)}`)).total).toBe(0);

    const log = await t.database.db
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, item.id), eq(adminActivityLog.action, 'feedback_updated')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ adminId: admin.userId, targetType: 'feedback' });
    expect(log[0]!.details).toMatchObject({ before: { status: 'open' }, after: { status: 'resolved' } });

    // The same status again is no change and no entry.
    expect((await call('PATCH', `/api/admin/feedback/${item.id}`, { status: 'resolved' })).statusCode).toBe(
      200,
    );
    const again = await t.database.db
      .select()
      .from(adminActivityLog)
      .where(eq(adminActivityLog.targetId, item.id));
    expect(again).toHaveLength(1);
  });

  it('refuses a bad status with 400 and an unknown item with 404', async () => {
    const item = await send('feedback', unique('Olek'));
    for (const status of ['done', '', null, 'OPEN']) {
      const res = await call('PATCH', `/api/admin/feedback/${item.id}`, { status });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await call('PATCH', `/api/admin/feedback/${item.id}`, {})).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/admin/feedback/${missing}`, { status: 'closed' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', '/api/admin/feedback/nope', { status: 'closed' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, item.id));
    expect(row?.status).toBe('open');
  });

  it('shows the e-mail it was sent with once the account is gone', async () => {
    const leaving = await createSignedInUser(t.app);
    const subject = unique('Lahkun');
    const res = await call(
      'POST',
      '/api/feedback',
      { type: 'feedback', subject, message: 'Head aega' },
      leaving.cookie,
    );
    expect(res.statusCode).toBe(201);
    await t.database.db.delete(users).where(eq(users.id, leaving.userId));
    const found = await page(`q=${encodeURIComponent(subject)}`);
    expect(found.items.map((i) => i.email)).toEqual([leaving.email]);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/feedback', undefined, user.cookie)).statusCode).toBe(403);
  });
});
