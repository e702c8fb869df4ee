import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { createCargo, createUser, setCredits } from '../../../test/factories/index';

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  // Tight limits so the test reaches them; production allows 30 checkouts and 60 confirmations
  // per 10 minutes.
  t = await createTestApp(
    {},
    { rateLimits: { checkout: { max: 2, windowMs: 60_000 }, confirm: { max: 3, windowMs: 60_000 } } },
  );
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

async function buyer() {
  const user = await createSignedInUser(t.app);
  await setCredits(t.database.db, user.userId, { creditsUsed: 3 });
  return user;
}
const start = (cookie: string, listingId: string) =>
  post(t.app, '/api/payments/contact-checkout', { listingType: 'cargo', listingId }, cookie);

describe('checkout rate limit', () => {
  it('answers 429 with the message once a client has started too many checkouts', async () => {
    const user = await buyer();
    const listings = await Promise.all([1, 2, 3].map(() => createCargo(t.database.db, ownerId)));

    expect((await start(user.cookie, listings[0]!.id)).statusCode).toBe(200);
    expect((await start(user.cookie, listings[1]!.id)).statusCode).toBe(200);
    const refused = await start(user.cookie, listings[2]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Liiga palju päringuid. Palun oodake mõni minut.');
  });
});

describe('confirm rate limit', () => {
  it('answers 429 once a client has asked to confirm too often; other clients are not affected', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    // Started from another address: the test above used up this one's checkouts.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/contact-checkout',
      payload: { listingType: 'cargo', listingId: listing.id },
      remoteAddress: '198.51.100.4',
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    const sessionId = /^\/demo-makse\/(demo_[0-9a-f]+)$/.exec(started.json().url)![1]!;
    const confirm = (remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        payload: { sessionId },
        remoteAddress,
        headers: { origin: ORIGIN, cookie: user.cookie },
      });

    for (let i = 0; i < 3; i++) expect((await confirm()).json()).toMatchObject({ granted: false });
    const refused = await confirm();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Liiga palju päringuid. Palun oodake mõni minut.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await confirm('203.0.113.7')).json()).toMatchObject({ granted: false, itemId: listing.id });
  });
});
