import { ADMIN_MESSAGES } from '@domain/admin-messages';
import type { AdminMailItem, AdminMailQuery, ResentMail } from '@domain/contract/admin-mail';
import type { Db } from '../../db/client';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { requeueFailedMail } from '../../platform/mail/outbox';
import { mayAdminister } from '../../policies/admin.policy';
import { boundedTotal, recordActivity } from './activity';
import { countUndelivered, findMailPage, lockMailRow, type MailRow } from './mail.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERROR_SHOWN = 300;

const mailNotFound = () => notFound(ADMIN_MESSAGES.mailNotFound, 'MAIL_NOT_FOUND');

/**
 * The SMTP error as an admin reads it: one line, at most 300 characters, and without the user and
 * password of any address in it (a transport may repeat its connection URL in an error).
 */
export function errorSummary(error: string | null): string | null {
  if (!error) return null;
  const line = error
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > ERROR_SHOWN ? `${line.slice(0, ERROR_SHOWN - 1)}…` : line;
}

function present(row: MailRow): AdminMailItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    state: row.status === 'failed' ? 'failed' : 'retrying',
    attempts: row.attempts,
    lastError: errorSummary(row.lastError),
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/mail: undelivered mail, newest first, with the counts of both states. */
export async function mailPage(db: Db, query: AdminMailQuery) {
  const { page, pageSize } = query;
  const [{ rows, count }, counts] = await Promise.all([
    findMailPage(db, { state: query.state, q: query.q }, { limit: pageSize, offset: (page - 1) * pageSize }),
    countUndelivered(db),
  ]);
  return { items: rows.map(present), ...boundedTotal(count), page, pageSize, counts };
}

/**
 * POST /api/admin/mail/{id}/resend: a failed message is queued again and logged once. A message that
 * is not failed (already queued again by another admin, or sent) is answered as it is, unlogged.
 */
export async function resendMail(db: Db, admin: Viewer, id: string): Promise<ResentMail> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  if (!UUID.test(id)) throw mailNotFound();
  return db.transaction(async (tx) => {
    const row = await lockMailRow(tx, id);
    if (!row) throw mailNotFound();
    if (row.status !== 'failed') {
      return { id, status: row.status as ResentMail['status'], requeued: false };
    }
    await requeueFailedMail(tx, { id });
    await recordActivity(tx, admin, {
      action: 'mail_resent',
      targetType: 'email',
      targetId: id,
      details: {
        label: `${row.subject} (${row.to})`,
        before: { status: 'failed', attempts: row.attempts },
        after: { status: 'pending' },
      },
    });
    return { id, status: 'pending', requeued: true };
  });
}

/** POST /api/admin/mail/resend-failed: every failed message queued again, one activity row for all. */
export async function resendAllFailedMail(db: Db, admin: Viewer): Promise<{ count: number }> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  return db.transaction(async (tx) => {
    const count = await requeueFailedMail(tx, 'all');
    if (count > 0) {
      await recordActivity(tx, admin, {
        action: 'mail_resent_all',
        targetType: 'email',
        targetId: null,
        details: { label: count === 1 ? '1 e-kiri' : `${count} e-kirja`, count },
      });
    }
    return { count };
  });
}
