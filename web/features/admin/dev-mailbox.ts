import { queryOptions } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { mailboxSchema, type MailboxMessage } from '@domain/contract/dev-mailbox';
import { ApiError, apiGet } from '@web/lib/api';

export const devMailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: async ({ signal }) =>
    newestFirst((await apiGet('/api/dev/mailbox', mailboxSchema, { signal })).items),
});

// The API only has a mailbox outside production; there it answers 404.
export function isMailboxUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const STATUS_LABELS: Record<string, string> = {
  pending: ADMIN_MESSAGES.common.pending,
  sent: ADMIN_MESSAGES.mailbox.sent,
  failed: ADMIN_MESSAGES.mailbox.failed,
};

export function mailboxStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

// Mail text is outside data: only web addresses become clickable, never "javascript:" and the like.
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/') && !link.startsWith('//')) return true;
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// Newest first whatever order the server used; an unreadable time sinks to the bottom.
export function newestFirst(messages: readonly MailboxMessage[]): MailboxMessage[] {
  return [...messages].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
