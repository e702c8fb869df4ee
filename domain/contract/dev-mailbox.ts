import * as z from 'zod/mini';

/** GET /api/dev/mailbox: the development mailbox (absent in production). */
const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** Extra headers as sent (List-Unsubscribe on alerts). */
  headers: z.record(z.string(), z.string()),
  status: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxSchema = z.object({ items: z.array(mailboxMessageSchema) });
