import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog, emailOutbox, jobs } from '../../db/schema/index';
import { enqueueMails } from '../../platform/mail/outbox';
import { ORIGIN, PASSWORD, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { freePort, startSmtpReceiver } from '../../../test/smtp';
import { errorSummary } from './mail.service';

const DAY_MS = 86_400_000;
// Past the queue's three days of retries: the next failure is the last.
const afterGivingUp = () => new Date(Date.now() + 3 * DAY_MS + 60_000);

type Item = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  state: 'failed' | 'retrying';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
};
type MailPage = {
  items: Item[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
  counts: { failed: number; retrying: number };
};

// SMTP is configured on a port where nothing listens (an outage) until a test starts a receiver there.
let t: TestApp;
let port: number;
let admin: SignedInUser;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: { manual: true } });
  admin = await createSignedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, cookie = admin.cookie) {
  return t.app.inject({ method, url, headers: { origin: ORIGIN, cookie } });
}

async function page(query: string): Promise<MailPage> {
  const res = await call('GET', `/api/admin/mail?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function overviewMail(): Promise<{ failed: number; retrying: number }> {
  const res = await call('GET', '/api/admin/overview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().mail;
}

const resendRows = (id: string) =>
  t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, 'mail_resent'), eq(adminActivityLog.targetId, id)));

describe('undelivered mail in the back office', () => {
  it('lists a sign-up mail through an SMTP outage, counts it on the dashboard, and sends it again once SMTP is back', async () => {
    const email = `${unique('outage')}@example.test`;
    const before = await overviewMail();
    expect(
      (
        await post(t.app, '/api/auth/sign-up/email', {
          email,
          password: PASSWORD,
          name: '',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(200);

    // Nothing tried yet: not undelivered.
    expect((await page(`q=${email}`)).items).toEqual([]);

    // The first attempt fails: retrying, with the error and when it was tried.
    const firstTry = new Date();
    await t.app.jobs.drain(firstTry);
    const retrying = await page(`q=${email}`);
    expect(retrying.items).toEqual([
      {
        id: expect.any(String),
        to: email,
        subject: 'Kinnitage oma e-posti aadress – Veoturg',
        kind: 'email_confirmation',
        state: 'retrying',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
        createdAt: expect.any(String),
        lastAttemptAt: firstTry.toISOString(),
      },
    ]);
    expect(JSON.stringify(retrying)).not.toContain('verify-email?token=');
    expect(await overviewMail()).toEqual({ failed: before.failed, retrying: before.retrying + 1 });
    expect((await page(`q=${email}&state=failed`)).items).toEqual([]);
    const id = retrying.items[0]!.id;

    // Not failed yet: sending it again changes nothing and logs nothing.
    const early = await call('POST', `/api/admin/mail/${id}/resend`);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toEqual({ id, status: 'pending', requeued: false });
    expect(await resendRows(id)).toHaveLength(0);

    // Three days on, the queue gives up: failed, on the list and the dashboard.
    await t.app.jobs.drain(afterGivingUp());
    const failed = await page(`q=${email}&state=failed`);
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ id, state: 'failed' });
    expect(failed.items[0]!.attempts).toBeGreaterThanOrEqual(2);
    expect(failed.counts).toEqual({ failed: before.failed + 1, retrying: before.retrying });
    expect(await overviewMail()).toEqual({ failed: before.failed + 1, retrying: before.retrying });
    const [failedJob] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'mailId' = ${id}`);
    expect(failedJob!.state).toBe('failed');

    // Sent again: pending with a new job (the failed one is gone), one activity row.
    const resent = await call('POST', `/api/admin/mail/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ id, status: 'pending', requeued: true });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('pending');
    const mailJobs = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'mailId' = ${id}`);
    expect(mailJobs.map((job) => job.state)).toEqual(['pending']);
    expect((await page(`q=${email}`)).items[0]).toMatchObject({ id, state: 'retrying' });
    const logged = await resendRows(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      adminId: admin.userId,
      targetType: 'email',
      details: {
        label: `Kinnitage oma e-posti aadress – Veoturg (${email})`,
        before: { status: 'failed' },
        after: { status: 'pending' },
      },
    });

    // A second click (another admin) finds it queued: nothing more.
    const twice = await call('POST', `/api/admin/mail/${id}/resend`);
    expect(twice.json()).toEqual({ id, status: 'pending', requeued: false });
    expect(await resendRows(id)).toHaveLength(1);

    // SMTP is back: the next pass delivers it, and it leaves the list and the figure.
    const receiver = await startSmtpReceiver(port);
    try {
      await t.app.jobs.drain(afterGivingUp());
      expect(receiver.received.map((m) => m.to)).toEqual([email]);
    } finally {
      await receiver.close();
    }
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(sent!.status).toBe('sent');
    expect((await page(`q=${email}`)).items).toEqual([]);
    expect(await overviewMail()).toEqual(before);
    const done = await call('POST', `/api/admin/mail/${id}/resend`);
    expect(done.json()).toEqual({ id, status: 'sent', requeued: false });
  });

  it('pages undelivered mail newest first, filters by state, and sends every failed one again with one row', async () => {
    const run = unique('paged');
    const mails = Array.from({ length: 12 }, (_, i) => ({
      kind: 'alert',
      to: `${run}-${i}@example.test`,
      subject: `Teavitus ${run} ${String(i).padStart(2, '0')}`,
      text: 'Uus kuulutus',
    }));
    // One at a time, so each is newer than the one before.
    const ids: string[] = [];
    for (const mail of mails) ids.push(...(await enqueueMails(t.database.db, [mail])));
    await t.app.jobs.drain(afterGivingUp());

    const first = await page(`q=${run}&pageSize=10`);
    expect(first).toMatchObject({ total: 12, totalIsLowerBound: false, page: 1, pageSize: 10 });
    expect(first.items.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.items.every((i) => i.state === 'failed' && i.kind === 'alert')).toBe(true);
    const second = await page(`q=${run}&pageSize=10&page=2`);
    expect(second.items.map((i) => i.id)).toEqual([...ids].reverse().slice(10));
    expect((await page(`q=${run}&state=retrying`)).total).toBe(0);
    expect((await page(`q=${run}-3@`)).items.map((i) => i.id)).toEqual([ids[3]]);
    expect((await call('GET', '/api/admin/mail?state=sent')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/mail?state=sent')).json().error.code).toBe('VALIDATION_ERROR');

    const allFailed = (await page('state=failed')).total;
    expect(allFailed).toBeGreaterThanOrEqual(12);
    const before = await t.database.db
      .select()
      .from(adminActivityLog)
      .where(eq(adminActivityLog.action, 'mail_resent_all'));
    const res = await call('POST', '/api/admin/mail/resend-failed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: allFailed });
    expect((await page('state=failed')).total).toBe(0);
    expect((await page(`q=${run}&state=retrying`)).total).toBe(12);
    const rows = await t.database.db
      .select()
      .from(adminActivityLog)
      .where(eq(adminActivityLog.action, 'mail_resent_all'));
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)!.details).toMatchObject({ count: allFailed });

    // Nothing failed: nothing queued, nothing logged.
    expect((await call('POST', '/api/admin/mail/resend-failed')).json()).toEqual({ count: 0 });
    expect(
      await t.database.db
        .select()
        .from(adminActivityLog)
        .where(eq(adminActivityLog.action, 'mail_resent_all')),
    ).toHaveLength(before.length + 1);
  });

  it('answers 404 for a message that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('POST', `/api/admin/mail/${id}/resend`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'MAIL_NOT_FOUND', message: 'Sellist e-kirja ei ole' });
    }
  });
});

describe('errorSummary', () => {
  it('shows one line of at most 300 characters, without the credentials of an address', () => {
    expect(
      errorSummary('Invalid login:\n  535 5.7.8 smtp://mailer:hunter2@smtp.example.ee:587 rejected'),
    ).toBe('Invalid login: 535 5.7.8 smtp://***@smtp.example.ee:587 rejected');
    const long = errorSummary(`421 ${'x'.repeat(1000)}`)!;
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
    expect(errorSummary(null)).toBeNull();
  });
});
