import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
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
    .set({ status: 'sent', sentAt: now, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt; `failed` once the job gives up (the message stays, for the back office). */
export async function markAttemptFailed(db: Db, id: string, error: string, failed = false) {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + ${failed ? 0 : 1}`,
      lastError: error.slice(0, 1000),
      ...(failed ? { status: 'failed' } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

export async function listRecentMail(db: Db, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
