import type { Db } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema/index';
import { SEND_MAIL_JOB } from '../../platform/mail/outbox';

const DAY_MS = 86_400_000;

// What nodemailer says when nothing listens on the SMTP port.
const OUTAGE_ERROR = 'connect ECONNREFUSED 127.0.0.1:25';

/**
 * Writes a message and its mail.send job as the queue leaves them after an SMTP outage: `failed`
 * (queued three days ago, given up: the job failed too) or `retrying` (a failed attempt, the next one
 * an hour away). The browser tests' way to an undelivered message, as the development mailbox never
 * fails; the integration tests make one through a real SMTP outage (modules/admin/mail.test.ts).
 */
export async function seedUndeliveredMail(
  db: Db,
  mail: { to: string; subject: string; kind: string; state: 'failed' | 'retrying'; attempts: number },
  now = new Date(),
): Promise<string> {
  const failed = mail.state === 'failed';
  const createdAt = new Date(now.getTime() - (failed ? 3 * DAY_MS : 60_000));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: 'Testkiri: saatmine ebaõnnestus.',
        status: failed ? 'failed' : 'pending',
        attempts: mail.attempts,
        lastError: OUTAGE_ERROR,
        createdAt,
        lastAttemptAt: now,
      })
      .returning({ id: emailOutbox.id });
    await tx.insert(jobs).values({
      kind: SEND_MAIL_JOB,
      payload: { mailId: row!.id },
      state: failed ? 'failed' : 'pending',
      attempts: mail.attempts,
      lastError: OUTAGE_ERROR,
      runAt: new Date(now.getTime() + 3_600_000),
      createdAt,
    });
    return row!.id;
  });
}
