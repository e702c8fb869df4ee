import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import type { Company } from '@domain/contract/profile';
import {
  asVerificationStatus,
  mayAskForVerification,
  VERIFIED_FIELDS,
  type VerificationStatus,
} from '@domain/verification';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { badRequest, conflict } from '../../platform/errors';
import { recordActivity } from '../admin/activity';
import {
  askForVerification,
  findOwnProfile,
  type OwnProfileRow,
  type ProfileValues,
} from './profile.repository';

const V = ACCOUNT_MESSAGES.verification;

/**
 * What a company write does to the verification (decision 0081): a change of what was checked (the
 * name, the country, the registry code, the VAT number) takes a verified company's mark, or a
 * pending request, away; it must ask again. Rejected stays rejected until it asks.
 */
export function verificationAfterChange(current: OwnProfileRow, values: ProfileValues): ProfileValues {
  const status = asVerificationStatus(current.verification);
  if (status !== 'verified' && status !== 'pending') return {};
  const changed = VERIFIED_FIELDS.some(
    (key) => values[key] !== undefined && (values[key] ?? null) !== (current[key] ?? null),
  );
  if (!changed) return {};
  return {
    verification: 'unverified' satisfies VerificationStatus,
    verificationNote: null,
    verificationRequestedAt: null,
    verificationDecidedAt: null,
  };
}

/** The field a company without what verification needs is missing first. */
function missingField(row: OwnProfileRow): string {
  if (!row.companyName?.trim()) return 'companyName';
  if (!row.country) return 'country';
  return 'registryCode';
}

/**
 * POST /api/me/company/verification: the company asks to be verified. It needs a name and a
 * registry code valid for its country (400 naming the missing field); a verified company is a 409;
 * asking again while a request waits changes nothing. The request is in the activity log.
 */
export async function requestVerification(
  db: Db,
  viewer: Viewer,
  company: (row: OwnProfileRow) => Promise<Company>,
  now = new Date(),
): Promise<Company> {
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  const status = asVerificationStatus(current.verification);
  if (status === 'verified') throw conflict(V.alreadyVerified, 'ALREADY_VERIFIED');
  if (status === 'pending') return company(current);
  if (!mayAskForVerification(current)) {
    throw badRequest(V.needsIdentity, missingField(current), 'VERIFICATION_NEEDS_IDENTITY');
  }
  await db.transaction(async (tx) => {
    const asked = await askForVerification(tx, viewer.userId, now);
    if (!asked) return;
    await recordActivity(tx, viewer, {
      action: 'verification_requested',
      targetType: 'user',
      targetId: viewer.userId,
      details: {
        label: `${current.companyName} (${viewer.email})`,
        before: { verification: status },
        after: { verification: 'pending' },
      },
    });
  });
  return company(await findOwnProfile(db, viewer.userId, viewer.email, now));
}
