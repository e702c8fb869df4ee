import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // With a read replica configured (DATABASE_READ_URL) its state is reported beside.
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      ...(t.database.replica ? { readReplica: 'ok' } : {}),
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const down = await createTestApp();
    // A closed database is a real outage for the app: every query fails.
    await down.database.close();
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
    } finally {
      await down.app.close();
    }
  });
});
