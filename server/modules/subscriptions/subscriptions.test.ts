import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { inDays } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { presentSubscription } from './subscriptions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, user?: SignedInUser) =>
  t.app.inject({ method: 'GET', url: path, headers: user ? { cookie: user.cookie } : {} });
const startTrial = (user?: SignedInUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/trial',
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });

describe('GET /api/me/subscription', () => {
  it('answers a new account as free with the trial still to take', async () => {
    const user = await createSignedInUser(t.app);
    const res = await get('/api/me/subscription', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access: false,
      tier: 'free',
      isTrial: false,
      trialEnd: null,
      trialDaysLeft: 0,
      trialAvailable: true,
      subscribed: false,
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
      canManageBilling: false,
    });
  });

  it('says premium while a subscription runs, and free once it has ended', async () => {
    const running = await createSignedInUser(t.app, { plan: 'premium', planEndsAt: inDays(12) });
    expect((await get('/api/me/subscription', running)).json()).toMatchObject({
      access: true,
      tier: 'premium',
      subscribed: true,
      isTrial: false,
    });
    const ended = await createSignedInUser(t.app, { plan: 'premium', planEndsAt: inDays(-1) });
    expect((await get('/api/me/subscription', ended)).json()).toMatchObject({
      access: false,
      tier: 'free',
      subscribed: false,
    });
  });

  it('needs a session', async () => {
    expect((await get('/api/me/subscription')).statusCode).toBe(401);
    expect((await startTrial()).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/trial', () => {
  it('gives seven days of access at once: unlimited contacts and the longer durations', async () => {
    const user = await createSignedInUser(t.app);
    const res = await startTrial(user);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      access: true,
      tier: 'free',
      isTrial: true,
      trialDaysLeft: 7,
      trialAvailable: false,
    });
    const days = (new Date(answer.trialEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await get('/api/me/subscription', user)).json()).toEqual(answer);
    expect((await get('/api/me/credits', user)).json()).toMatchObject({ unlimited: true });
  });

  it('is once per account: a second start, and a start after the trial ended, are 409 TRIAL_USED', async () => {
    const user = await createSignedInUser(t.app);
    expect((await startTrial(user)).statusCode).toBe(200);
    const again = await startTrial(user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'TRIAL_USED', message: 'Prooviaeg on juba kasutatud' } });

    const expired = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(-2) });
    const afterwards = await startTrial(expired);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().error.code).toBe('TRIAL_USED');
    expect((await get('/api/me/subscription', expired)).json()).toMatchObject({
      access: false,
      isTrial: false,
      trialAvailable: false,
    });
  });

  it('gives one trial to ten parallel starts', async () => {
    const user = await createSignedInUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => startTrial(user)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().error.code).toBe('TRIAL_USED');
  });

  it('is refused while a subscription runs: 409 ALREADY_PREMIUM, and the trial stays available', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const res = await startTrial(user);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'ALREADY_PREMIUM', message: 'Teil on juba aktiivne Premium tellimus' },
    });
    expect((await get('/api/me/subscription', user)).json()).toMatchObject({ trialAvailable: true });
  });
});

describe('presentSubscription', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const row = (fields: Partial<NonNullable<Parameters<typeof presentSubscription>[0]>>) =>
    ({
      id: 'x',
      userId: 'u',
      email: null,
      subscribed: false,
      subscriptionTier: 'Free',
      subscriptionEnd: null,
      isTrial: false,
      trialEnd: null,
      trialUsedAt: null,
      paymentCustomerId: null,
      paymentSubscriptionId: null,
      cancelAtPeriodEnd: false,
      createdAt: now,
      updatedAt: now,
      ...fields,
    }) as NonNullable<Parameters<typeof presentSubscription>[0]>;

  it('rounds the trial days left up and never below 0', () => {
    const used = new Date('2026-11-20T00:00:00Z');
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    expect(
      presentSubscription(row({ isTrial: true, trialEnd: at(1), trialUsedAt: used }), now).trialDaysLeft,
    ).toBe(1);
    expect(
      presentSubscription(row({ isTrial: true, trialEnd: at(24 * 6 + 1), trialUsedAt: used }), now)
        .trialDaysLeft,
    ).toBe(7);
    const ended = presentSubscription(row({ isTrial: true, trialEnd: at(-5), trialUsedAt: used }), now);
    expect(ended).toMatchObject({ trialDaysLeft: 0, isTrial: false, access: false });
  });

  it('shows a pending cancellation only while the subscription runs', () => {
    const end = new Date(now.getTime() + 86_400_000);
    expect(
      presentSubscription(row({ subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: true }), now),
    ).toMatchObject({
      access: true,
      cancelAtPeriodEnd: true,
    });
    const over = presentSubscription(
      row({ subscribed: true, subscriptionEnd: now, cancelAtPeriodEnd: true }),
      now,
    );
    expect(over).toMatchObject({ access: false, tier: 'free', cancelAtPeriodEnd: false });
  });
});
