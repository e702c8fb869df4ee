import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDueMail, markFailedAttempt, markSent } from './outbox';
import type { MailTransport } from './transport';

export type MailWorker = { wake(): void; drain(): Promise<number>; stop(): Promise<void> };

/**
 * Sends queued mail: polls every few seconds, and at once when woken after a new message.
 * A failed send is retried with back-off; nothing is lost while SMTP is down.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: { pollMs?: number; batch?: number } = {},
): MailWorker {
  const pollMs = options.pollMs ?? 5_000;
  const batch = options.batch ?? 20;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDueMail(db, batch, 60_000);
      if (claimed.length === 0) return sent;
      for (const mail of claimed) {
        try {
          await transport.send({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
          });
          await markSent(db, mail.id);
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.warn(
            { mailId: mail.id, attempt: mail.attempts + 1, err: message },
            'mail delivery failed; will retry',
          );
          await markFailedAttempt(db, mail, message);
        }
      }
      if (claimed.length < batch) return sent;
    }
  }

  function drain(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    // One pass at a time; a wake during a pass is served by the pass after it.
    const next = (running ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => runOnce())
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker pass failed');
        return 0;
      });
    running = next;
    return next;
  }

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();
  void drain();

  return {
    wake: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
