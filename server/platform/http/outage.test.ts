import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { runSeeds } from '../../db/seeds/index';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { ORIGIN, PASSWORD } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import type { FastifyInstance } from 'fastify';
import { Relay } from '../../../test/relay';

describe.runIf(process.env.DATABASE_URL)('a database outage', () => {
  let base: TestDatabase;
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    base = await openTestDatabase();
    await runSeeds(base.db, { demo: false });
    const target = new URL(base.url!);
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.start();
    const relayed = new URL(base.url!);
    relayed.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 3 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: ORIGIN,
    });
    app = await buildApp({ config, database });
    await app.ready();
  });

  afterAll(async () => {
    await relay?.start();
    await app?.close();
    await database?.close();
    await relay?.cut();
    await base?.close();
  });

  it('answers 503 with the error shape while it lasts, and recovers by itself', async () => {
    const user = await createSignedInUser(app, { password: PASSWORD });
    const requests = [
      { method: 'GET', url: '/api/listings/cargo' },
      { method: 'GET', url: '/api/listings/transport' },
      { method: 'GET', url: '/api/companies' },
      { method: 'GET', url: '/api/me', headers: { cookie: user.cookie } },
      { method: 'GET', url: '/api/session', headers: { cookie: user.cookie } },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: user.email, password: PASSWORD },
      },
    ] as const;
    for (const request of requests) {
      expect((await app.inject(request)).statusCode, request.url).toBe(200);
    }

    await relay.cut();
    // Nothing prints a failed query's parameters (here the e-mail of the sign-in) past the logger.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const request of requests) {
        const res = await app.inject(request);
        expect(res.statusCode, request.url).toBe(503);
        expect(res.json(), request.url).toEqual({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'Andmebaas ei ole kättesaadav' },
        });
      }
      expect(printed.mock.calls.flat().map(String).join('\n')).not.toContain(user.email);
    } finally {
      printed.mockRestore();
    }

    await relay.start();
    for (const request of requests) {
      expect((await app.inject(request)).statusCode, request.url).toBe(200);
    }
  });
});
