import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export type OutgoingMail = { kind: string; to: string; subject: string; text: string; html?: string };

/**
 * Queues a message. Pass the transaction of the action that causes it, so the message exists if
 * and only if the action committed.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

export type ClaimedMail = typeof emailOutbox.$inferSelect;

/**
 * Claims due messages for one worker: rows locked by another instance are skipped, and a claim
 * expires (locked_until) so a crashed worker's messages are picked up again.
 */
export async function claimDueMail(
  db: Db,
  limit: number,
  lockMs: number,
  now = new Date(),
): Promise<ClaimedMail[]> {
  const lockedUntil = new Date(now.getTime() + lockMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, now),
          sql`(${emailOutbox.lockedUntil} is null or ${emailOutbox.lockedUntil} < ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ lockedUntil })
      .where(
        sql`${emailOutbox.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markSent(db: Db, id: string, now = new Date()) {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      lockedUntil: null,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(emailOutbox.id, id));
}

const MAX_ATTEMPTS = 12;

/** Back-off: 15 s, 30 s, 1 min, 2 min … capped at 1 h; after MAX_ATTEMPTS the message is failed. */
function nextDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function markFailedAttempt(db: Db, mail: ClaimedMail, error: string, now = new Date()) {
  const attempts = mail.attempts + 1;
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + nextDelayMs(attempts)),
    })
    .where(eq(emailOutbox.id, mail.id));
}

export async function listRecentMail(db: Db, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
