import type { JobHandler } from '../jobs/worker';
import { findMail, markAttemptFailed, markGivenUp, markSent } from './outbox';
import type { MailTransport } from './transport';

/**
 * The mail.send job: delivers one outbox message. A failure is retried by the job queue with
 * back-off for days (platform/jobs/queue.ts), so an SMTP outage delays mail but loses none; a
 * message already sent is not sent again.
 */
export function sendMailJob(transport: MailTransport): JobHandler {
  return {
    async run(payload, { db, now }) {
      const mail = await findMail(db, String(payload.mailId));
      if (!mail || mail.status !== 'pending') return;
      try {
        await transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          headers: mail.headers ?? undefined,
        });
      } catch (error) {
        await markAttemptFailed(db, mail.id, error instanceof Error ? error.message : String(error), now);
        throw error;
      }
      await markSent(db, mail.id, now);
    },
    async giveUp(payload, { db }, error) {
      await markGivenUp(db, String(payload.mailId), error);
    },
  };
}
