import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisUp } from '../../../test/redis';

const limits = { passwordResetAddress: { max: 3, windowMs: 60_000 } };
const email = () => `${randomBytes(6).toString('hex')}@example.test`;

async function statuses(apps: TestApp[], n: number, ip = '10.1.2.3') {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const app = apps[i % apps.length]!.app;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: email() },
      remoteAddress: ip,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('rate limits shared across server instances', () => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('counts in the database, so two instances on one database share one limit per client', async () => {
    first = await createTestApp({}, { rateLimits: limits });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
    const secondApp = await buildApp({ config, database: first.database, rateLimits: limits });
    second = { app: secondApp, database: first.database, close: () => secondApp.close() };
    expect(await statuses([first, second], 5)).toEqual([200, 200, 200, 429, 429]);
    // Another client is not affected.
    expect(await statuses([second], 1, '10.9.9.9')).toEqual([200]);
  });
});

// Redis runs on the development and CI machines; elsewhere this one test is reported as skipped.
describe.runIf(redisUp)('rate limits in Redis', () => {
  it('shares the count between instances on different databases', async () => {
    const env = { REDIS_URL };
    const a = await createTestApp(env, { rateLimits: limits });
    const b = await createTestApp(env, { rateLimits: limits });
    try {
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.7`;
      expect(await statuses([a, b], 5, ip)).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
