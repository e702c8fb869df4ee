import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
  status: string;
}

export const devMailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: async ({ signal }) => parseMailbox(await apiGet<unknown>('/api/dev/mailbox', { signal })),
});

// The API only has a mailbox outside production; there it answers 404.
export function isMailboxUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Ootel',
  sent: 'Saadetud',
  failed: 'Ebaõnnestus',
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

export function parseMailbox(value: unknown): MailboxMessage[] {
  const items = isRecord(value) ? value.items : undefined;
  if (!Array.isArray(items)) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('Dev mailbox: unexpected answer'),
    });
  }
  const messages = items.filter(isRecord).map((item, index): MailboxMessage => ({
    id: typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : `message-${index}`,
    to: text(item.to),
    subject: text(item.subject),
    text: text(item.text),
    links: Array.isArray(item.links)
      ? item.links.filter((link): link is string => typeof link === 'string')
      : [],
    createdAt: text(item.createdAt),
    status: text(item.status),
  }));
  // Newest first whatever order the server used; an unreadable time sinks to the bottom.
  return messages.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
