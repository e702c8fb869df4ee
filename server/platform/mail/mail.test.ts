import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema/index';
import { PASSWORD, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { unique } from '../../../test/factories/index';
import { freePort, startSmtpReceiver as startReceiver } from '../../../test/smtp';

describe('e-mail over SMTP', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${receiver.port}` }, { jobs: { manual: true } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('delivers the confirmation e-mail to a real SMTP receiver and marks it sent', async () => {
    const email = `${unique('smtp')}@example.test`;
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: '',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const message = receiver.received.find((m) => m.to === email);
    expect(message).toBeDefined();
    expect(message!.raw).toMatch(/Subject: =\?UTF-8\?Q\?Kinnitage_oma_e-posti_aadress/);
    expect(message!.raw).toContain('/api/auth/verify-email?token=');
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row!.status).toBe('sent');
    expect(row!.sentAt).not.toBeNull();
  });
});

describe('e-mail while SMTP is down', () => {
  it('keeps the message, retries with back-off, and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: { manual: true } });
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
    try {
      const email = `${unique('retry')}@example.test`;
      await post(t.app, '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: '',
        acceptTerms: true,
      });
      const start = new Date();
      await t.app.jobs.drain(start);
      const [failed] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(failed!.status).toBe('pending');
      expect(failed!.attempts).toBe(1);
      expect(failed!.lastError).toBeTruthy();
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
      expect(job!.runAt.getTime()).toBeGreaterThan(start.getTime());

      // Not due yet: a pass sends nothing even with SMTP back.
      receiver = await startReceiver(port);
      await t.app.jobs.drain(new Date(start.getTime() + 5_000));
      expect(receiver.received).toHaveLength(0);

      // Once the back-off has passed, the next pass delivers it, and the job is done.
      await t.app.jobs.drain(new Date(start.getTime() + 20_000));
      expect(receiver.received.map((m) => m.to)).toContain(email);
      const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
      expect(sent!.status).toBe('sent');
      expect(sent!.attempts).toBe(2);
      expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).toHaveLength(0);
    } finally {
      await t.close();
      await receiver?.close();
    }
  });

  it('keeps retrying for days, hourly at most, and only then marks the message failed', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: { manual: true } });
    try {
      const email = `${unique('giveup')}@example.test`;
      await post(t.app, '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: '',
        acceptTerms: true,
      });
      let at = new Date();
      // Ten failures: the back-off has grown to its cap of an hour, and the message still waits.
      for (let i = 0; i < 10; i++) {
        await t.app.jobs.drain(at);
        const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
        expect(job!.state).toBe('pending');
        expect(job!.runAt.getTime() - at.getTime()).toBeLessThanOrEqual(3_600_000);
        at = job!.runAt;
      }
      const [waiting] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email));
      expect(waiting!.status).toBe('pending');
      expect(waiting!.attempts).toBe(10);

      // Three days after it was written, the next failure is the last.
      await t.app.jobs.drain(new Date(Date.now() + 3 * 24 * 3_600_000 + 60_000));
      const [failed] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(failed!.status).toBe('failed');
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
      expect(job!.state).toBe('failed');
    } finally {
      await t.close();
    }
  });
});
