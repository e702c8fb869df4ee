import type { UndeliveredMailState } from '@domain/contract/admin-mail';
import type { BadgeTone } from '@web/components/ui/badge';

// The kinds of mail the product sends (server/platform/mail/templates.ts, modules/alerts).
const KIND_LABELS: Record<string, string> = {
  email_confirmation: 'E-posti kinnitus',
  password_reset: 'Parooli lähtestamine',
  alert: 'Kuulutuste teavitus',
};

/** The message's kind for a person; a kind this page does not know is shown as stored. */
export function mailKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

export const MAIL_STATE_LABELS: Record<UndeliveredMailState, string> = {
  failed: 'Saatmata',
  retrying: 'Ootab uut katset',
};

export const MAIL_STATE_TONES: Record<UndeliveredMailState, BadgeTone> = {
  failed: 'red',
  retrying: 'orange',
};

// Estonian counts: the singular after 1, the partitive otherwise.
export const mailCount = (n: number) => (n === 1 ? '1 e-kiri' : `${n} e-kirja`);

/** The dashboard's line: what waits, or that nothing does. */
export function undeliveredSummary(counts: { failed: number; retrying: number }): string {
  const parts: string[] = [];
  if (counts.failed > 0) parts.push(`${mailCount(counts.failed)} jäi saatmata`);
  if (counts.retrying > 0) {
    parts.push(
      `${mailCount(counts.retrying)} ${counts.retrying === 1 ? 'ootab' : 'ootavad'} uut saatmiskatset`,
    );
  }
  return parts.length === 0 ? 'Kõik e-kirjad on kohale toimetatud.' : `${parts.join(', ')}.`;
}
