import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const send = (payload: unknown, cookie = user.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as object,
    headers: { origin: ORIGIN, cookie },
  });

describe('POST /api/feedback', () => {
  it('stores the message open, from the sender, with the line breaks kept', async () => {
    const res = await send({ type: 'feature', subject: ' Eksport ', message: 'Palun CSV eksporti.\nAitäh!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'feature',
      subject: 'Eksport',
      message: 'Palun CSV eksporti.\nAitäh!',
      email: user.email,
      priority: 'medium',
      status: 'open',
    });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row?.userId).toBe(user.userId);
  });

  it('gives a bug report high priority and everything else medium', async () => {
    const priorities: Record<string, string> = {};
    for (const type of ['feedback', 'bug', 'feature', 'support']) {
      priorities[type] = (await send({ type, subject: 'Teema', message: 'Sõnum' })).json().priority;
    }
    expect(priorities).toEqual({ feedback: 'medium', bug: 'high', feature: 'medium', support: 'medium' });
  });

  it.each([
    [{ type: 'bug', subject: '  ', message: 'x' }, 'subject', 'Palun sisestage teema'],
    [{ type: 'bug', subject: 'x', message: '' }, 'message', 'Palun sisestage sõnum'],
    [{ type: 'bug', subject: 'x' }, 'message', 'Palun sisestage sõnum'],
    [{ type: 'bug_report', subject: 'x', message: 'y' }, 'type', 'Palun valige tagasiside tüüp'],
    [
      { type: 'bug', subject: 'x'.repeat(201), message: 'y' },
      'subject',
      'Teema võib olla kuni 200 tähemärki pikk',
    ],
    [
      { type: 'bug', subject: 'x', message: 'y'.repeat(5001) },
      'message',
      'Sõnum võib olla kuni 5000 tähemärki pikk',
    ],
  ])('refuses %j with 400 on %s', async (payload, field, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field, message });
  });
});
