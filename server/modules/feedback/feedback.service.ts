import type * as z from 'zod/mini';
import type { feedbackBodySchema, FeedbackItem } from '@domain/contract/feedback';
import {
  feedbackPriority,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackType,
} from '@domain/feedback';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { insertFeedback, type FeedbackRow } from './feedback.repository';

function presentFeedback(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    subject: row.subject,
    message: row.message,
    email: row.email,
    priority: row.priority as FeedbackPriority,
    status: row.status as FeedbackStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/feedback: stored open, with the priority its type gives (a bug report is high). */
export async function sendFeedback(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof feedbackBodySchema>,
): Promise<FeedbackItem> {
  const row = await insertFeedback(db, {
    userId: viewer.userId,
    email: viewer.email,
    type: body.type,
    subject: body.subject,
    message: body.message,
    priority: feedbackPriority(body.type),
    status: 'open',
  });
  return presentFeedback(row);
}
