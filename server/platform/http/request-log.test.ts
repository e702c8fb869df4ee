import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { logLines } from '../../../test/log-lines';
import { latestLink, ORIGIN, PASSWORD, post, signIn } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';

// The request log must not carry a live secret (issue 27, item 4): it showed
// "path":"/api/auth/reset-password/<24-character token>", as only segments over 32 characters were hidden.
const { lines, stream: logStream } = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await t.close();
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');

describe('the request log', () => {
  it('never holds the token of a password reset done through the API', async () => {
    const { email } = await createSignedInUser(t.app, { password: PASSWORD });
    const requested = await post(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.statusCode).toBe(200);
    // The request queues the work (decision 0041); the queue writes the mail.
    await t.app.jobs.drain();
    // The mail's link, as the browser opens it: better-auth checks the token and redirects to the page.
    const link = new URL(await latestLink(t.app, email, '/reset-password/'));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const page = new URL(opened.headers.location as string, ORIGIN);
    const token = page.searchParams.get('token')!;
    expect(link.pathname).toContain(token);
    await t.app.inject({ method: 'GET', url: page.pathname + page.search });
    const reset = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'Uus1parool' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'Uus1parool')).res.statusCode).toBe(200);

    await expect.poll(() => requestLines().length).toBeGreaterThanOrEqual(5);
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    // The link's request is logged by its route.
    expect(requestLines()).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/auth/reset-password/:token',
        route: '/api/auth/reset-password/:token',
        status: 302,
      }),
    );
  });

  it('keeps the path of other routes, and names the route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/cargo/not-a-listing?q=secret' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await expect
      .poll(() => requestLines().find((line) => line.path === '/api/listings/cargo/not-a-listing'))
      .toMatchObject({ route: '/api/listings/:type/:id' });
    expect(lines.join('\n')).not.toContain('q=secret');
  });
});
