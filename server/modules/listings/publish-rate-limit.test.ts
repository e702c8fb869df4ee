import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoInput, transportInput } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';

let t: TestApp;
let user: ApiUser;
const { call } = listingApi(() => t.app);

beforeAll(async () => {
  // Tight limits so the test reaches them; production counts 120 publications per 10 minutes.
  t = await createTestApp({}, { rateLimits: { publish: { max: 3, windowMs: 60_000 } } });
  user = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('publishing rate limit', () => {
  it('counts publishing and duplicating together per client and answers 429 with the message beyond it', async () => {
    const first = await call('POST', '/api/listings/cargo', user, cargoInput());
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('POST', '/api/listings/transport', user, transportInput());
    expect(second.statusCode, second.body).toBe(201);
    const copy = await call('POST', `/api/listings/cargo/${first.json().id}/duplicate`, user);
    expect(copy.statusCode, copy.body).toBe(201);

    const refused = await call('POST', '/api/listings/cargo', user, cargoInput());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Liiga palju päringuid. Palun oodake mõni minut.');

    // Reading and the owner's other actions are not counted.
    const mine = await call('GET', '/api/me/listings?type=cargo&filter=all', user);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    const paused = await call('POST', `/api/listings/cargo/${first.json().id}/pause`, user);
    expect(paused.statusCode, paused.body).toBe(200);
  });
});
