import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { openEvents } from '../../../test/sse';

// Open event streams are capped per client address and per instance (events.routes.ts).
let perClient: TestApp;
let perInstance: TestApp;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  perClient = await createTestApp({}, { streamLimits: { perClient: 2, total: 100 } });
  perInstance = await createTestApp({}, { streamLimits: { perClient: 100, total: 2 } });
  urlA = await perClient.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await perInstance.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await perClient.close();
  await perInstance.close();
});

async function refused(url: string) {
  const res = await fetch(`${url}/api/events`);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { error: { code: string } },
  };
}

describe('event stream limits', () => {
  it('refuses a client past its share with 429 and Retry-After, and lets it in again once one closes', async () => {
    const first = await openEvents(`${urlA}/api/events`);
    const second = await openEvents(`${urlA}/api/events`);
    await first.waitFor((e) => e.event === 'ready');
    await second.waitFor((e) => e.event === 'ready');
    const third = await refused(urlA);
    expect(third).toMatchObject({ status: 429, retryAfter: '30' });
    expect(third.body.error.code).toBe('TOO_MANY_STREAMS');

    await first.close();
    // The server notices the closed stream and frees its place.
    await expect
      .poll(async () => {
        const res = await fetch(`${urlA}/api/events`);
        const ok = res.status === 200;
        await res.body?.cancel();
        return ok;
      })
      .toBe(true);
    await second.close();
  });

  it('answers 503 with Retry-After once the instance holds its maximum', async () => {
    const streams = [await openEvents(`${urlB}/api/events`), await openEvents(`${urlB}/api/events`)];
    for (const stream of streams) await stream.waitFor((e) => e.event === 'ready');
    const more = await refused(urlB);
    expect(more).toMatchObject({ status: 503, retryAfter: '30' });
    expect(more.body.error.code).toBe('STREAMS_FULL');
    for (const stream of streams) await stream.close();
  });

  // Found by the API fuzz test (platform/http/fuzz.test.ts): a HEAD opened a stream that never sent
  // its headers, so the client hung and the stream held one of the address's places.
  it('answers HEAD with the headers at once, holding no stream', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${urlA}/api/events`, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
    }
    const streams = [await openEvents(`${urlA}/api/events`), await openEvents(`${urlA}/api/events`)];
    for (const stream of streams) await stream.waitFor((e) => e.event === 'ready');
    for (const stream of streams) await stream.close();
  });
});
