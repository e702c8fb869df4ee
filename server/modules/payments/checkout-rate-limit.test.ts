import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerConfirmed } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createUser, setCredits } from '../../../test/factories/index';

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  // Tight limits so the test reaches them; production allows 30 checkouts per 10 minutes.
  t = await createTestApp({}, { rateLimits: { checkout: { max: 2, windowMs: 60_000 } } });
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('checkout rate limit', () => {
  it('answers 429 with the message once a client has started too many checkouts', async () => {
    const buyer = await registerConfirmed(t.app);
    await setCredits(t.database.db, buyer.userId, { creditsUsed: 3 });
    const listings = await Promise.all([1, 2, 3].map(() => createCargo(t.database.db, ownerId)));
    const start = (listingId: string) =>
      post(t.app, '/api/payments/contact-checkout', { listingType: 'cargo', listingId }, buyer.cookie);

    expect((await start(listings[0]!.id)).statusCode).toBe(200);
    expect((await start(listings[1]!.id)).statusCode).toBe(200);
    const refused = await start(listings[2]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Liiga palju päringuid. Palun oodake mõni minut.');
  });
});
