import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { REDIS_URL, redisUp } from '../../../test/redis';
import { openEvents } from '../../../test/sse';
import type { HealthBody } from '@domain/contract/health';

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
      liveStreams: { open: 0, max: 5_000 },
    });
  });

  it("counts this instance's open live streams against LIVE_STREAMS_MAX", async () => {
    const app = await createTestApp({ LIVE_STREAMS_MAX: '40' });
    const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const streams = [await openEvents(`${url}/api/events`), await openEvents(`${url}/api/events`)];
      for (const stream of streams) await stream.waitFor((e) => e.event === 'ready');
      const health = async () => (await fetch(`${url}/api/health`).then((r) => r.json())) as HealthBody;
      expect((await health()).liveStreams).toEqual({ open: 2, max: 40 });
      for (const stream of streams) await stream.close();
      await expect.poll(async () => (await health()).liveStreams?.open).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('names Redis when it is configured: ok when it answers, error (still 200) when it does not', async () => {
    // A port nobody listens on: Redis is down.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const down = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'error' });
    } finally {
      await down.close();
    }
    if (!redisUp) return;
    const up = await createTestApp({ REDIS_URL });
    try {
      await expect
        .poll(async () => (await up.app.inject({ method: 'GET', url: '/api/health' })).json().redis)
        .toBe('ok');
    } finally {
      await up.close();
    }
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
