import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN, PASSWORD } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import { openEvents } from '../../../test/sse';

// Behind a reverse proxy (TRUST_PROXY names its addresses), the client's address is the one the
// proxy appended to X-Forwarded-For, never an entry the client wrote itself (issue 27, item 2): with
// TRUST_PROXY=true, 40 of 40 wrong sign-ins with a changing X-Forwarded-For reached the password
// check, and 100 of 100 event streams opened. The test's socket (127.0.0.1) plays the proxy.
const SIGN_IN_LIMIT = 10;
const PER_ADDRESS_STREAMS = 3;

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' },
    {
      rateLimits: { signIn: { max: SIGN_IN_LIMIT, windowMs: 60_000 } },
      streamLimits: { perClient: PER_ADDRESS_STREAMS, total: 1_000 },
    },
  );
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Wrong passwords for one account, each with the X-Forwarded-For `forwarded(i)`; the statuses. */
async function wrongSignIns(
  email: string,
  count: number,
  forwarded: (i: number) => string,
  remoteAddress = '127.0.0.1',
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'Vale1parool' },
      headers: { origin: ORIGIN, 'x-forwarded-for': forwarded(i) },
      remoteAddress,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const refusedAfterLimit = (count: number) => [
  ...Array<number>(SIGN_IN_LIMIT).fill(401),
  ...Array<number>(count - SIGN_IN_LIMIT).fill(429),
];

describe('the client address behind a trusted proxy', () => {
  it('counts sign-ins by the address the proxy appended, whatever the client wrote before it', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const statuses = await wrongSignIns(user.email, 14, (i) => `198.51.100.${i + 1}, 203.0.113.5`);
    expect(statuses).toEqual(refusedAfterLimit(14));
    // Through two trusted proxies (the nearest one appends the first one's address).
    const chained = await wrongSignIns(user.email, 2, (i) => `198.51.100.${i + 50}, 203.0.113.5, 10.1.2.3`);
    expect(chained).toEqual([429, 429]);
    // The right password is refused too while the limit lasts.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: PASSWORD },
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.99, 203.0.113.5' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('still tells clients behind the proxy apart (the proxy is not one address for all)', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    expect(await wrongSignIns(user.email, SIGN_IN_LIMIT + 1, () => '203.0.113.20')).toEqual(
      refusedAfterLimit(SIGN_IN_LIMIT + 1),
    );
    expect(await wrongSignIns(user.email, 1, () => '203.0.113.21')).toEqual([401]);
  });

  it('ignores X-Forwarded-For from a client that connects directly, not through the proxy', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const statuses = await wrongSignIns(user.email, 14, (i) => `198.51.100.${i + 1}`, '192.0.2.44');
    expect(statuses).toEqual(refusedAfterLimit(14));
  });

  it("records a session's address as the proxy gave it", async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: PASSWORD },
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.77, 203.0.113.30' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await (t.database.db as Db)
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, user.email));
    expect(rows.map((row) => row.ipAddress)).toContain('203.0.113.30');
    expect(rows.map((row) => row.ipAddress)).not.toContain('198.51.100.77');
  });

  it('caps open event streams by the address the proxy appended', async () => {
    const streams = [];
    for (let i = 0; i < PER_ADDRESS_STREAMS; i++) {
      const stream = await openEvents(`${url}/api/events`, {
        'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9`,
      });
      await stream.waitFor((e) => e.event === 'ready');
      streams.push(stream);
    }
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${url}/api/events`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 10}, 203.0.113.9` },
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same proxy has places of its own.
    const other = await openEvents(`${url}/api/events`, { 'x-forwarded-for': '203.0.113.10' });
    await other.waitFor((e) => e.event === 'ready');
    for (const stream of [...streams, other]) await stream.close();
  });
});
