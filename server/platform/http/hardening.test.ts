import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSettings } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN, PASSWORD, post } from '../../../test/auth';
import { cargoInput, createCompany } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';
import { MAX_JSON_DEPTH } from './input-guard';

// What probing the public half from outside found (issue "Hardening", items 15, 17 and 18): each
// answer must be a 4xx with the documented error shape, never a 500 and never a bypassed guard.
const limits = { signIn: { max: 3, windowMs: 60_000 } };
// Short enough for a test to see a slow client cut off (the product's is 30 s).
const REQUEST_TIMEOUT_MS = 1_500;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: limits, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

function expectErrorShape(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
}

describe('auth endpoints: the limit belongs to the endpoint, not to the spelling of its path', () => {
  it('answers dot segments and unknown auth paths with 404 JSON', async () => {
    // Over a socket: the test client would tidy the dot segments away before sending.
    for (const url of [
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/./sign-up/email',
      '/api/auth/./request-password-reset',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/no-such-endpoint',
    ]) {
      const body = JSON.stringify({ email: 'a@example.test', password: 'x' });
      expect(await rawRequest(port, `POST ${url} HTTP/1.1`, { origin: ORIGIN }, body), url).toBe(404);
    }
  });

  it("closes better-auth's endpoints the product does not use (ours have their own rules)", async () => {
    const user = await createSignedInUser(t.app);
    for (const [url, body] of [
      ['/api/auth/send-verification-email', { email: user.email }],
      ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Uus1parool' }],
      ['/api/auth/update-user', { name: 'x' }],
      ['/api/auth/list-sessions', {}],
    ] as const) {
      expectErrorShape(await post(t.app, url, body, user.cookie), 404);
    }
  });

  it('counts wrong passwords under every spelling that reaches sign-in, and then refuses the right one', async () => {
    const user = await createSignedInUser(t.app, { password: PASSWORD });
    const wrong = { email: user.email, password: 'Vale1parool' };
    const codes: number[] = [];
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-in/%65mail', '/api/auth/sign-in/email/']) {
      codes.push((await post(t.app, url, wrong)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401]);
    const right = await post(t.app, '/api/auth/sign-in/%65mail', { email: user.email, password: PASSWORD });
    expectErrorShape(right, 429);
  });

  it('answers a malformed Host header on an auth endpoint with 400 BAD_HOST', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { host: 'bad host:99999' },
    });
    expectErrorShape(res, 400);
    expect(res.json().error.code).toBe('BAD_HOST');
  });
});

/** Writes on a raw socket (whatever `write` sends) and answers the reply's status and body once it closes. */
async function rawExchange(port: number, write: (socket: net.Socket) => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => write(socket));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
    );
  });
}

/** Sends one raw HTTP/1.1 request, request line as given, and returns the status code. */
async function rawRequest(port: number, requestLine: string, headers: Record<string, string>, body: string) {
  const head = [
    requestLine,
    `host: 127.0.0.1:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  // Written, not ended: a client that half-closes its side counts as gone before the answer.
  const { status } = await rawExchange(port, (socket) => socket.write(`${head}\r\n\r\n${body}`));
  return status;
}

describe('guards decide on the route reached, also for an absolute-form request line', () => {
  it('refuses a cookie-authenticated write without a trusted origin', async () => {
    const user = await createSignedInUser(t.app);
    const body = JSON.stringify(cargoInput());
    const line = `POST http://127.0.0.1:${port}/api/listings/cargo HTTP/1.1`;
    expect(await rawRequest(port, line, { cookie: user.cookie }, body)).toBe(403);
    expect(await rawRequest(port, line, { cookie: user.cookie, origin: 'https://evil.example' }, body)).toBe(
      403,
    );
    // The same request from the site itself goes through: the guard, not the route, said no.
    expect(await rawRequest(port, line, { cookie: user.cookie, origin: ORIGIN }, body)).toBe(201);
  });

  it('refuses a non-admin write while maintenance is on', async () => {
    const db = t.database.db as Db;
    const user = await createSignedInUser(t.app);
    await db.update(maintenanceSettings).set({ isEnabled: true }).where(eq(maintenanceSettings.id, 1));
    t.app.invalidateMaintenanceCache();
    try {
      const body = JSON.stringify(cargoInput());
      const line = `POST http://127.0.0.1:${port}/api/listings/cargo HTTP/1.1`;
      expect(await rawRequest(port, line, { cookie: user.cookie, origin: ORIGIN }, body)).toBe(503);
    } finally {
      await db.update(maintenanceSettings).set({ isEnabled: false }).where(eq(maintenanceSettings.id, 1));
      t.app.invalidateMaintenanceCache();
    }
  });
});

describe('input no endpoint can use is a 400, never a 500', () => {
  it('refuses a NUL byte in every text query parameter', async () => {
    const probes: [string, string][] = [
      ['/api/listings/cargo', 'q'],
      ['/api/listings/cargo', 'cargoType'],
      ['/api/listings/transport', 'trailerType'],
      ['/api/listings/transport', 'serviceArea'],
      ['/api/companies', 'q'],
      ['/api/companies', 'region'],
      ['/api/companies', 'specialty'],
      ['/api/companies', 'transportType'],
    ];
    for (const [path, name] of probes) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?${name}=a%00b` });
      expectErrorShape(res, 400);
      expect(res.json().error.field, `${path} ${name}`).toBe(name);
    }
  });

  it('refuses a NUL byte in a path parameter and in a body', async () => {
    expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/payments/demo/a%00b' }), 400);
    const user = await createSignedInUser(t.app);
    const confirm = await post(t.app, '/api/payments/confirm', { sessionId: 'a\u0000b' }, user.cookie);
    expectErrorShape(confirm, 400);
    const template = await post(
      t.app,
      '/api/templates',
      { name: 'Mall\u0000', type: 'cargo', data: {} },
      user.cookie,
    );
    expectErrorShape(template, 400);
    const signUp = await post(t.app, '/api/auth/sign-up/email', {
      email: 'nul@example.test',
      password: PASSWORD,
      name: 'a\u0000b',
      acceptTerms: true,
    });
    expectErrorShape(signUp, 400);
  });

  it('refuses dates outside the years a listing can have', async () => {
    for (const url of [
      '/api/listings/cargo?pickupFrom=0000-01-01',
      '/api/listings/cargo?deliveryTo=9999-12-31',
      '/api/listings/transport?availableFrom=0000-06-15',
    ]) {
      expectErrorShape(await t.app.inject({ method: 'GET', url }), 400);
    }
    const user = await createSignedInUser(t.app);
    const res = await post(
      t.app,
      '/api/listings/cargo',
      cargoInput({ pickupDate: '0000-01-01' }),
      user.cookie,
    );
    expectErrorShape(res, 400);
  });

  it('refuses JSON nested deeper than any body of ours, before parsing it', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/reset-password']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: `{"email":${deep}}`,
      });
      expectErrorShape(res, 400);
      expect(res.json().error.code).toBe('BODY_TOO_DEEP');
    }
    // Brackets inside strings are text, not nesting.
    const text = await post(t.app, '/api/auth/request-password-reset', {
      email: `${'['.repeat(MAX_JSON_DEPTH + 5)}@x.test`,
    });
    expect(text.statusCode).toBeLessThan(500);
    expect(text.json().error?.code).not.toBe('BODY_TOO_DEEP');
  });
});

// Issue 27, item 7: a lone UTF-16 surrogate (JSON's "\ud800", half of a pair) in the maintenance
// texts or an admin company edit failed the activity log's jsonb insert with a 500.
describe('text that is not well-formed UTF-16 is a 400 naming the field, never a 500', () => {
  const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, body: unknown, cookie: string) =>
    t.app.inject({ method, url, payload: body as object, headers: { origin: ORIGIN, cookie } });

  it('refuses a lone surrogate in the maintenance texts and in an admin company edit', async () => {
    const admin = await createSignedInUser(t.app, { role: 'admin' });
    const { profile } = await createCompany(t.database.db as Db);
    for (const [method, url, body, field] of [
      ['PUT', '/api/admin/maintenance', { title: 'Hooldus \ud800' }, 'title'],
      ['PUT', '/api/admin/maintenance', { subtitle: 'Tagasi \udfff varsti' }, 'subtitle'],
      ['PATCH', `/api/admin/companies/${profile.id}`, { description: 'x\ud83d' }, 'description'],
      ['PATCH', `/api/admin/companies/${profile.id}`, { specialty: ['ok', '\udc00'] }, 'specialty.1'],
    ] as const) {
      const res = await send(method, url, body, admin.cookie);
      expectErrorShape(res, 400);
      expect(res.json().error, `${url} ${field}`).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    // A whole pair is a character like any other (an emoji).
    const emoji = await send('PUT', '/api/admin/maintenance', { title: 'Hooldus 😀' }, admin.cookie);
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().title).toBe('Hooldus 😀');
  });

  it("refuses one in a body's key, and in a user's write", async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const keyed = await send(
      'POST',
      '/api/templates',
      { name: 'Mall', type: 'cargo', data: { ['origin\ud800']: 'Tallinn' } },
      user.cookie,
    );
    expectErrorShape(keyed, 400);
    expect(keyed.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.origin\ud800' });
    const listing = await send(
      'POST',
      '/api/listings/cargo',
      cargoInput({ description: 'a\ud800b' }),
      user.cookie,
    );
    expectErrorShape(listing, 400);
    expect(listing.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'description' });
  });
});

describe('answers given before any route runs have the error shape too', () => {
  it('a malformed address and a path parameter too long', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings/cargo/%FF' });
    expectErrorShape(bad, 400);
    expect(bad.json().error).toEqual({ code: 'BAD_URL', message: 'Vigane aadress' });
    const long = await t.app.inject({ method: 'GET', url: `/api/listings/cargo/${'a'.repeat(5_000)}` });
    expectErrorShape(long, 414);
    expect(long.body).not.toContain('aaaa');
  });

  it('headers too large', async () => {
    const { status, body } = await rawExchange(port, (socket) =>
      socket.write(`GET /api/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Päringu päised on liiga suured' },
    });
    // An answer to HEAD has no body: a client would read it as a second answer.
    const head = await rawExchange(port, (socket) =>
      socket.write(`HEAD /api/health?q=${'%C3%A4'.repeat(4_000)} HTTP/1.1\r\nhost: x\r\n\r\n`),
    );
    expect(head).toEqual({ status: 431, body: '' });
  });

  // Issue 27, item 10, over a socket: app.inject does not pass through Node's HTTP parser.
  const headOnly = (lines: string[]) =>
    rawExchange(port, (socket) => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
  const HOST_ERROR = {
    error: { code: 'BAD_HOST', message: 'Päringu Host-päis puudub või on vigane' },
  };

  it('a malformed Host header, two of them, or none in HTTP/1.1: 400 (RFC 9112, 3.2)', async () => {
    for (const host of [
      'bad host:99999',
      'veoturg.ee:99999',
      'veoturg.ee:80x',
      '[::1',
      '[not-an-address]:80',
      'user@veoturg.ee',
      'veoturg.ee/path',
      'veo"turg.ee',
      'veoturg.ee:3000:3000',
    ]) {
      const { status, body } = await headOnly([
        'GET /api/health HTTP/1.1',
        `Host: ${host}`,
        'Connection: close',
      ]);
      expect(status, host).toBe(400);
      expect(JSON.parse(body), host).toEqual(HOST_ERROR);
    }
    const twice = await headOnly([
      'GET /api/health HTTP/1.1',
      'Host: veoturg.ee',
      'Host: evil.example',
      'Connection: close',
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body)).toEqual(HOST_ERROR);
    const none = await headOnly(['GET /api/health HTTP/1.1', 'Connection: close']);
    expect(none.status).toBe(400);
    expect(JSON.parse(none.body)).toEqual(HOST_ERROR);
  });

  it('takes every well-formed Host, and HTTP/1.0 without one', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      'localhost',
      '[::1]:3000',
      'veoturg.ee',
      'VEOTURG.EE.',
      'x-y_z~1:',
    ]) {
      const { status } = await headOnly(['GET /api/health HTTP/1.1', `Host: ${host}`, 'Connection: close']);
      expect(status, host).toBe(200);
    }
    const old = await rawExchange(port, (socket) => socket.write('GET /api/health HTTP/1.0\r\n\r\n'));
    expect(old.status).toBe(200);
  });

  it('an Expect it cannot meet: 417 in the error shape; 100-continue goes on', async () => {
    const { status, body } = await headOnly([
      'POST /api/health HTTP/1.1',
      'Host: localhost',
      'Expect: bogus',
      'Content-Length: 2',
      'Connection: close',
    ]);
    expect(status).toBe(417);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'EXPECTATION_FAILED', message: 'Päringu Expect-päise ootust ei saa täita' },
    });
    const user = await createSignedInUser(t.app);
    const payload = JSON.stringify({ subject: 'Tere', message: 'Expect: 100-continue', type: 'feedback' });
    const continued = await rawExchange(port, (socket) => {
      socket.write(
        [
          'POST /api/feedback HTTP/1.1',
          'Host: localhost',
          `Origin: ${ORIGIN}`,
          `Cookie: ${user.cookie}`,
          'Content-Type: application/json',
          'Expect: 100-continue',
          `Content-Length: ${Buffer.byteLength(payload)}`,
          'Connection: close',
        ].join('\r\n') + '\r\n\r\n',
      );
      socket.once('data', () => socket.write(payload));
    });
    expect(continued.status).toBe(100);
    expect(continued.body).toContain('HTTP/1.1 201');
  });

  it('a client that promises a body and sends it too slowly is cut off with 408', async () => {
    const { status, body } = await rawExchange(port, (socket) =>
      socket.write(
        'POST /api/auth/request-password-reset HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
      ),
    );
    expect(status).toBe(408);
    expect(JSON.parse(body).error.code).toBe('REQUEST_TIMEOUT');
  });
});
