import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { isValidRegistryCode, isValidVatNumber } from '@domain/company-identity';
import type {
  AdminVerification,
  AdminVerificationsQuery,
  VerificationDecisionBody,
} from '@domain/contract/admin-verifications';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import type { Paged } from '@domain/pagination';
import { SITE_PAGES } from '@domain/site-pages';
import { asVerificationStatus, decisionsFor, registerLink } from '@domain/verification';
import type { Db } from '../../db/client';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { conflict, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { verificationMail, type Support } from '../../platform/mail/templates';
import { mayAdminister } from '../../policies/admin.policy';
import { recordActivity } from './activity';
import {
  findVerificationPage,
  lockVerification,
  writeDecision,
  type VerificationRow,
} from './verifications.repository';

const V = ADMIN_MESSAGES.verifications;

/** Where a mail's link leads and who the support line is. */
export type MailSettings = {
  publicUrl: string;
  support: Support;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The website's host without "www.", and the e-mail's domain: the same company's, or not. */
function emailMatchesWebsite(email: string, website: string | null): boolean | null {
  if (!website) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname;
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    return host.toLowerCase().replace(/^www\./, '') === domain;
  } catch {
    return false;
  }
}

function present(row: VerificationRow): AdminVerification {
  const { country, registryCode, vatNumber } = row;
  return {
    userId: row.userId,
    email: row.email,
    companyName: row.companyName,
    country,
    registryCode,
    vatNumber,
    address: row.address,
    website: row.website,
    contactPerson: row.contactPerson,
    phone: row.phone,
    status: asVerificationStatus(row.status),
    note: row.note,
    requestedAt: iso(row.requestedAt),
    decidedAt: iso(row.decidedAt),
    evidence: {
      registryCodeValid: Boolean(country && registryCode && isValidRegistryCode(country, registryCode)),
      vatNumberValid: vatNumber ? Boolean(country && isValidVatNumber(country, vatNumber)) : null,
      registerUrl: registerLink(country, registryCode),
      emailMatchesWebsite: emailMatchesWebsite(row.email, row.website),
      accountCreatedAt: row.accountCreatedAt.toISOString(),
      listings: row.listings,
    },
  };
}

/** GET /api/admin/verifications */
export async function verificationsPage(
  db: Db,
  query: AdminVerificationsQuery,
): Promise<Paged<AdminVerification>> {
  const { page, pageSize } = query;
  const { rows, total } = await findVerificationPage(
    db,
    { status: query.status, q: query.q },
    pageSize,
    (page - 1) * pageSize,
  );
  return { items: rows.map(present), total, page, pageSize };
}

/**
 * PUT /api/admin/verifications/{userId}: a pending request is verified or rejected; a verified
 * company may be rejected later (its mark goes). Anything else, such as a request the company
 * withdrew by changing what was checked, is a 409. In one transaction: the decision, its activity
 * row and the user's mail, in the account's language.
 */
export async function decideVerification(
  db: Db,
  admin: Viewer,
  userId: string,
  body: VerificationDecisionBody,
  mail: MailSettings,
  now = new Date(),
): Promise<AdminVerification> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  return db.transaction(async (tx) => {
    const row = await lockVerification(tx, userId);
    if (!row) throw notFound(V.notFound, 'USER_NOT_FOUND');
    const status = asVerificationStatus(row.status);
    if (!decisionsFor(status).includes(body.decision)) throw conflict(V.notPending, 'NOT_PENDING');
    const note = body.note || null;
    await writeDecision(tx, userId, { status: body.decision, note, at: now });
    await recordActivity(tx, admin, {
      action: 'verification_decided',
      targetType: 'user',
      targetId: userId,
      details: {
        label: `${row.companyName ?? ''} (${row.email})`,
        before: { verification: status },
        after: { verification: body.decision, ...(note ? { note } : {}) },
      },
    });
    await enqueueMail(
      tx,
      verificationMail({
        to: row.email,
        decision: body.decision,
        companyName: row.companyName ?? '',
        note: note ?? '',
        settingsUrl: `${mail.publicUrl}${SITE_PAGES.settings.path}?tab=company`,
        support: mail.support,
        locale: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      }),
    );
    return present({ ...row, status: body.decision, note, decidedAt: now });
  });
}
