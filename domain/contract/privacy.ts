import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

/**
 * The user's own data (GET /api/me/export) and the end of the account (DELETE /api/me): decision
 * 0042. Rows are the stored ones in camelCase, times as ISO strings; nothing secret (no password
 * hash, session or reset token, payment link) and no other user's data beyond the contacts this
 * user opened.
 */
const row = z.record(z.string(), z.unknown());
const rows = z.array(row);

export const dataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['admin', 'user']),
    createdAt: z.string(),
    termsAcceptedAt: z.nullable(z.string()),
  }),
  profile: z.nullable(row.check(z.describe('personal and company data, the directory place'))),
  subscription: z.nullable(row),
  credits: z.nullable(row),
  listings: z.object({ cargo: rows, transport: rows }),
  templates: rows,
  alertPreferences: z.nullable(row),
  contactsOpened: rows.check(z.describe('each contact this user opened, with the contact as it is now')),
  watchlist: rows.check(z.describe('the listings this user watches: type, id and since when')),
  reportsSent: rows.check(
    z.describe('the reports this user sent: target, reason, explanation, status; never those about them'),
  ),
  payments: rows,
  invoices: rows,
  feedback: rows,
  sessions: rows.check(z.describe('signed-in devices: when, address and browser; never the token')),
  mail: rows.check(
    z.describe('mail sent to the account: kind, subject, state; not the text, which holds links'),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** DELETE /api/me: the account's e-mail typed again, so nobody deletes an account by a slip. */
export const deleteAccountBodySchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, { error: MESSAGES.schema.ownEmailRequired }), z.maxLength(254)),
});
