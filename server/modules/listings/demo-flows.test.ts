import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seeds/demo';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from '../../db/seeds/demo-data';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN, signIn } from '../../../test/auth';
import { cargoInput, transportInput } from '../../../test/factories/index';

// The demo accounts `npm start` prints must be able to walk every publishing flow.
type Session = { cookie: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let t: TestApp;
let premium: Session;
let free: Session;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  for (const [email, set] of [
    [DEMO_PREMIUM_EMAIL, (s: Session) => (premium = s)],
    [DEMO_FREE_EMAIL, (s: Session) => (free = s)],
  ] as const) {
    const { res, cookie } = await signIn(t.app, email, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    set({ cookie });
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

function call(method: Method, url: string, user: Session, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie: user.cookie },
  });
}

describe('demo users', () => {
  it('premium: sees the seeded listings, publishes for 30 days, saves and uses a template, reactivates for 30', async () => {
    const options = (await call('GET', '/api/me/publishing', premium)).json();
    expect(options).toMatchObject({ hasPremiumAccess: true, templatesAllowed: true });
    expect(options.contact.contactEmail).toBe(DEMO_PREMIUM_EMAIL);

    const mine = (await call('GET', '/api/me/listings?type=cargo&filter=all', premium)).json();
    expect(mine.counts.cargo.all + mine.counts.transport.all).toBeGreaterThan(0);

    const published = await call(
      'POST',
      '/api/listings/transport',
      premium,
      transportInput({ durationDays: 30 }),
    );
    expect(published.statusCode, published.body).toBe(201);
    const id = published.json().id;

    const template = await call('POST', '/api/templates', premium, {
      name: 'Demo mall',
      type: 'transport',
      data: transportInput(),
    });
    expect(template.statusCode, template.body).toBe(201);
    const used = await call('POST', `/api/templates/${template.json().id}/use`, premium);
    expect(used.json().usageCount).toBe(1);

    expect((await call('POST', `/api/listings/transport/${id}/complete`, premium)).statusCode).toBe(200);
    const back = await call('POST', `/api/listings/transport/${id}/reactivate`, premium, {
      durationDays: 30,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', postDurationDays: 30 });
    expect((await call('POST', `/api/listings/transport/${id}/duplicate`, premium)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/listings/transport/${id}`, premium)).statusCode).toBe(204);
  });

  it('free: publishes for 7 days, is refused 14 days and templates, manages the listing', async () => {
    const options = (await call('GET', '/api/me/publishing', free)).json();
    expect(options).toMatchObject({
      hasPremiumAccess: false,
      durations: [1, 3, 5, 7],
      templatesAllowed: false,
    });

    expect(
      (await call('POST', '/api/listings/cargo', free, cargoInput({ durationDays: 14 }))).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/templates', free)).statusCode).toBe(403);
    const published = await call('POST', '/api/listings/cargo', free, cargoInput({ durationDays: 7 }));
    expect(published.statusCode, published.body).toBe(201);
    const base = `/api/listings/cargo/${published.json().id}`;
    expect((await call('PATCH', base, free, { notes: 'Demo muudetud' })).json().notes).toBe('Demo muudetud');
    expect((await call('POST', `${base}/pause`, free)).json().status).toBe('inactive');
    expect((await call('POST', `${base}/resume`, free)).json().status).toBe('active');
    expect((await call('POST', `${base}/complete`, free)).json().status).toBe('completed');
    expect((await call('POST', `${base}/reactivate`, free, { durationDays: 30 })).statusCode).toBe(403);
    expect((await call('POST', `${base}/reactivate`, free, { durationDays: 7 })).json().status).toBe(
      'active',
    );

    const mine = (await call('GET', '/api/me/listings?type=cargo&filter=active&pageSize=100', free)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toContain(published.json().id);
  });
});
