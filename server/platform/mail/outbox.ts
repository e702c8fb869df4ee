import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema/index';
import { enqueueJobs } from '../jobs/queue';

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

export const SEND_MAIL_JOB = 'mail.send';

/**
 * Queues a message: the outbox row and the job that sends it. Pass the transaction of the action
 * that causes it, so the message exists if and only if the action committed.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/** Queues many messages at once (an alert run), each with its own mail.send job. */
export async function enqueueMails(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(emailOutbox)
      .values(
        mails.map((mail) => ({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? null,
        })),
      )
      .returning({ id: emailOutbox.id });
    const ids = rows.map((r) => r.id);
    await enqueueJobs(
      tx,
      ids.map((mailId) => ({ kind: SEND_MAIL_JOB, payload: { mailId } })),
    );
    return ids;
  });
}

export type StoredMail = typeof emailOutbox.$inferSelect;

export async function findMail(db: Db, id: string): Promise<StoredMail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

export async function markSent(db: Db, id: string, now: Date) {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lastAttemptAt: now,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt at `now`. */
export async function markAttemptFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error.slice(0, 1000), lastAttemptAt: now })
    .where(eq(emailOutbox.id, id));
}

/**
 * The job gave up (its last attempt is already counted): the message is `failed` and stays, listed
 * to admins at /admin/mail, who may send it again (modules/admin/mail.service.ts).
 */
export async function markGivenUp(db: Db, id: string, error: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: error.slice(0, 1000) })
    .where(eq(emailOutbox.id, id));
}

export async function listRecentMail(db: Db, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

// Statements stay well under PostgreSQL's 65 535 parameters (a job takes four) however many failed.
const REQUEUE_CHUNK = 1_000;

/**
 * Queues failed messages again (an admin's "send again"): one, or every failed one. Each becomes
 * pending with a new mail.send job, which retries for another three days; the failed job it left is
 * removed. Only messages still `failed` are taken, so two admins sending one message again queue it
 * once. Call it with the transaction that logs the admin's action. Answers how many were queued.
 */
export async function requeueFailedMail(tx: DbOrTx, which: { id: string } | 'all'): Promise<number> {
  const chosen =
    which === 'all'
      ? sql`${emailOutbox.id} in (select id from email_outbox where status = 'failed' limit ${REQUEUE_CHUNK})`
      : eq(emailOutbox.id, which.id);
  let queued = 0;
  for (;;) {
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'pending' })
      .where(and(eq(emailOutbox.status, 'failed'), chosen))
      .returning({ id: emailOutbox.id });
    if (rows.length === 0) return queued;
    const ids = rows.map((row) => row.id);
    await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, SEND_MAIL_JOB),
          eq(jobs.state, 'failed'),
          inArray(sql<string>`${jobs.payload} ->> 'mailId'`, ids),
        ),
      );
    await enqueueJobs(
      tx,
      ids.map((mailId) => ({ kind: SEND_MAIL_JOB, payload: { mailId } })),
    );
    queued += ids.length;
    if (which !== 'all') return queued;
  }
}
