import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
};

/** Delivers one message or throws; the outbox worker handles retries. */
export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        headers: message.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Development mailbox: nothing leaves the machine. Messages stay in the outbox table, shown with
 * their links at /dev/mailbox. The log says a message arrived, never its links: they are live
 * confirmation and password-reset tokens, and the same transport runs in a production without
 * SMTP_URL.
 */
export function devMailboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'dev mailbox: message (links at /dev/mailbox)');
    },
    close() {},
  };
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
