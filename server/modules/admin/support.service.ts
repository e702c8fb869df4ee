import { ADMIN_MESSAGES } from '@domain/admin-messages';
import type { AdminFeedbackQuery } from '@domain/contract/admin-support';
import type { FeedbackItem } from '@domain/contract/feedback';
import { adminFeedbackPriority, type FeedbackStatus, type FeedbackType } from '@domain/feedback';
import type { Paged } from '@domain/pagination';
import type { Db } from '../../db/client';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { mayAdminister } from '../../policies/admin.policy';
import { recordActivity } from './activity';
import { findSupportPage, lockSupportRow, updateSupportStatus, type SupportRow } from './support.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const feedbackNotFound = () => notFound(ADMIN_MESSAGES.feedbackNotFound, 'FEEDBACK_NOT_FOUND');

function present(row: SupportRow): FeedbackItem {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    subject: row.subject,
    message: row.message,
    email: row.email,
    // The admin side reads a priority it does not know as low (the spec).
    priority: adminFeedbackPriority(row.priority),
    status: row.status as FeedbackStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/feedback: the support queue, newest first, filtered by type, status and search. */
export async function supportPage(db: Db, query: AdminFeedbackQuery): Promise<Paged<FeedbackItem>> {
  const { page, pageSize } = query;
  const { rows, total } = await findSupportPage(
    db,
    { type: query.type, status: query.status, q: query.q },
    pageSize,
    (page - 1) * pageSize,
  );
  return { items: rows.map(present), total, page, pageSize };
}

/** PATCH /api/admin/feedback/{id}: the status only; a change writes one activity row with it. */
export async function setFeedbackStatus(
  db: Db,
  admin: Viewer,
  id: string,
  status: FeedbackStatus,
): Promise<FeedbackItem> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  if (!UUID.test(id)) throw feedbackNotFound();
  return db.transaction(async (tx) => {
    const row = await lockSupportRow(tx, id);
    if (!row) throw feedbackNotFound();
    if (row.status === status) return present(row);
    await updateSupportStatus(tx, id, status);
    await recordActivity(tx, admin, {
      action: 'feedback_updated',
      targetType: 'feedback',
      targetId: id,
      details: {
        label: `${row.subject} (${row.email})`,
        before: { status: row.status },
        after: { status },
      },
    });
    return present({ ...row, status });
  });
}
