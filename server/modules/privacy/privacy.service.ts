import type { DataExport } from '@domain/contract/privacy';
import { MESSAGES } from '@domain/messages';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { demoInvoiceNumber } from '../../platform/payments/demo';
import { deleteOwnAccount, type UsersContext } from '../admin/users.service';
import { findAccount, findMailTo, findOpenedContacts, findOwnData } from './privacy.repository';

type Row = Record<string, unknown>;

/** A stored row as JSON has it: times as ISO strings, the rest as it is. */
function plain<T extends object>(row: T): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
const plainOrNull = <T extends object>(row: T | null) => (row ? plain(row) : null);

/**
 * GET /api/me/export (decision 0042): everything stored of the caller, in one JSON document. Other
 * users' data appears only as the contacts the caller opened (a contact_access_log row), which they
 * were entitled to; never a password hash, a session or reset token, or a payment link.
 */
export async function exportOwnData(db: Db, viewer: Viewer, now = new Date()): Promise<DataExport> {
  const account = await findAccount(db, viewer.userId);
  if (!account) throw notFound();
  const data = await findOwnData(db, viewer.userId);
  const idsOf = (type: string) => data.opened.filter((o) => o.type === type).map((o) => o.id);
  const contacts = await findOpenedContacts(db, {
    cargo: idsOf('cargo'),
    transport: idsOf('transport'),
    company: idsOf('company'),
  });
  const contactOf = (type: string, id: string) => {
    const list: { id: string }[] = contacts[type as keyof typeof contacts] ?? [];
    const found = list.find((item) => item.id === id);
    if (!found) return null;
    const { id: _id, ...contact } = found;
    return contact;
  };
  return {
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      emailVerified: account.emailVerified,
      role: account.isAdmin ? 'admin' : 'user',
      createdAt: account.createdAt.toISOString(),
      termsAcceptedAt: account.termsAcceptedAt?.toISOString() ?? null,
    },
    profile: plainOrNull(data.profile),
    subscription: plainOrNull(data.subscription),
    credits: plainOrNull(data.credits),
    listings: { cargo: data.cargo.map(plain), transport: data.transport.map(plain) },
    templates: data.templates.map(plain),
    alertPreferences: plainOrNull(data.preferences),
    contactsOpened: data.opened.map((o) => ({ ...plain(o), contact: contactOf(o.type, o.id) })),
    watchlist: data.watched.map(plain),
    reportsSent: data.sentReports.map(plain),
    payments: data.payments.map(plain),
    invoices: data.invoices.map((invoice) => ({
      ...plain(invoice),
      number: demoInvoiceNumber(invoice.seq),
    })),
    feedback: data.feedback.map(plain),
    sessions: data.sessions.map(plain),
    mail: (await findMailTo(db, account.email)).map(plain),
  };
}

/**
 * DELETE /api/me: the caller deletes their own account, through the admin's deletion
 * (users.service.ts, DECISIONS.md "Deleting a user"), once they have typed its e-mail again.
 */
export async function deleteAccountOfViewer(
  ctx: UsersContext,
  viewer: Viewer,
  typedEmail: string,
  now = new Date(),
) {
  if (typedEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    throw badRequest(MESSAGES.privacy.emailMismatch, 'email');
  }
  await deleteOwnAccount(ctx, viewer, now);
}
