import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { countMessage } from '@domain/catalogue';
import type { UndeliveredMailState } from '@domain/contract/admin-mail';
import type { BadgeTone } from '@web/components/ui/badge';

const T = ADMIN_MESSAGES.mail;

// The kinds of mail the product sends (server/platform/mail/templates.ts, modules/alerts).
const KIND_LABELS: Record<string, string> = T.kinds;

/** The message's kind for a person; a kind this page does not know is shown as stored. */
export function mailKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

export const MAIL_STATE_LABELS: Record<UndeliveredMailState, string> = {
  failed: ADMIN_MESSAGES.mailStatus.failed,
  retrying: ADMIN_MESSAGES.mailStatus.retrying,
};

export const MAIL_STATE_TONES: Record<UndeliveredMailState, BadgeTone> = {
  failed: 'red',
  retrying: 'orange',
};

/** The dashboard's line: what waits, or that nothing does. */
export function undeliveredSummary(counts: { failed: number; retrying: number }): string {
  const parts: string[] = [];
  if (counts.failed > 0) parts.push(countMessage(T.failedCount, counts.failed));
  if (counts.retrying > 0) parts.push(countMessage(T.retryingCount, counts.retrying));
  return parts.length === 0 ? T.allDelivered : `${parts.join(', ')}.`;
}
