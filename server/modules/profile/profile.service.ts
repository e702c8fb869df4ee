import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import type { LanguageBody } from '@domain/contract/accounts';
import type * as z from 'zod/mini';
import type {
  Company,
  companyBodySchema,
  passwordChangeBodySchema,
  Profile,
  profileUpdateBodySchema,
} from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import type { Viewer } from '../../platform/auth/session';
import { badRequest, forbidden } from '../../platform/errors';
import { mayUsePremiumFeatures } from '../../policies/plan.policy';
import { recordActivity } from '../admin/activity';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import {
  findOwnProfile,
  findPasswordHash,
  replacePassword,
  updateOwnProfile,
  type OwnProfileRow,
  type ProfileValues,
} from './profile.repository';

const P = ACCOUNT_MESSAGES.profile;

function presentProfile(row: OwnProfileRow, viewer: Viewer): Profile {
  return {
    email: viewer.email,
    contactPerson: row.contactPerson,
    phone: row.phone,
    address: row.address,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
  };
}

function presentCompany(row: OwnProfileRow): Company {
  return {
    companyName: row.companyName,
    specialty: row.specialty,
    vehiclePark: row.vehiclePark,
    transportTypes: row.transportTypes ?? [],
    serviceRegions: row.serviceRegions ?? [],
    regularRoutes: (row.regularRoutes ?? []).map((r) => ({
      route: r.route,
      frequency: r.frequency ?? null,
      capacity: r.capacity ?? null,
      trailerType: r.trailerType ?? null,
    })),
    description: row.description,
    website: row.website,
    logoUrl: row.logoUrl,
    establishedYear: row.establishedYear,
    employeesCount: row.employeesCount,
    showInCompanyDirectory: row.showInCompanyDirectory,
    listedInDirectory: row.listed,
  };
}

/** The fields a write changes, old and new; empty when it changes nothing. */
function changedFields(current: OwnProfileRow, values: ProfileValues) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const was = current as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (JSON.stringify(was[key] ?? null) === JSON.stringify(value ?? null)) continue;
    before[key] = was[key] ?? null;
    after[key] = value ?? null;
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}

/**
 * Writes the user's own profile change and, when it changes something, its activity row in the same
 * transaction (decision 0043): the user acted on their own profile, labelled with their e-mail.
 */
async function writeOwnProfile(db: Db, viewer: Viewer, current: OwnProfileRow, values: ProfileValues) {
  const changes = changedFields(current, values);
  if (!changes) return;
  await db.transaction(async (tx) => {
    await updateOwnProfile(tx, viewer.userId, values);
    await recordActivity(tx, viewer, {
      action: 'profile_updated',
      targetType: 'user',
      targetId: viewer.userId,
      details: { label: viewer.email, ...changes },
    });
  });
}

async function requireAccess(db: Db, viewer: Viewer, now: Date): Promise<void> {
  const decision = mayUsePremiumFeatures({ hasPremium: await hasAccessNow(db, viewer.userId, now) });
  if (!decision.allowed) throw forbidden(P.premiumRequired, 'ACCESS_REQUIRED');
}

export async function getProfile(db: Db, viewer: Viewer, now = new Date()): Promise<Profile> {
  return presentProfile(await findOwnProfile(db, viewer.userId, viewer.email, now), viewer);
}

export async function saveProfile(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof profileUpdateBodySchema>,
  now = new Date(),
): Promise<Profile> {
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  await writeOwnProfile(db, viewer, current, body);
  return getProfile(db, viewer, now);
}

/** The language switch: the profile's language alone (the profile row is made when missing). */
export async function saveLanguage(db: Db, viewer: Viewer, { language }: LanguageBody, now = new Date()) {
  await findOwnProfile(db, viewer.userId, viewer.email, now);
  await updateOwnProfile(db, viewer.userId, { language });
  return { language };
}

/** Anyone may read their company data (the tab shows it behind the premium prompt); writing needs access. */
export async function getCompany(db: Db, viewer: Viewer, now = new Date()): Promise<Company> {
  return presentCompany(await findOwnProfile(db, viewer.userId, viewer.email, now));
}

export async function saveCompany(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof companyBodySchema>,
  now = new Date(),
): Promise<Company> {
  await requireAccess(db, viewer, now);
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  const { showInCompanyDirectory, ...fields } = body;
  // A company in the directory keeps a name: clearing it would leave a nameless entry switched on.
  if ((showInCompanyDirectory ?? current.showInCompanyDirectory) && !fields.companyName) {
    throw badRequest(P.companyNameRequired, 'companyName', 'COMPANY_NAME_REQUIRED');
  }
  await writeOwnProfile(db, viewer, current, {
    ...fields,
    // Stored as the directory reads it: a route's missing details are left out, not null.
    regularRoutes:
      fields.regularRoutes?.map(({ route, frequency, capacity, trailerType }) => ({
        route,
        ...(frequency ? { frequency } : {}),
        ...(capacity ? { capacity } : {}),
        ...(trailerType ? { trailerType } : {}),
      })) ?? null,
    ...(showInCompanyDirectory === undefined ? {} : { showInCompanyDirectory }),
  });
  return getCompany(db, viewer, now);
}

/** PUT /api/me/directory: the company's place in the directory (access and a company name required). */
export async function setDirectoryPlace(db: Db, viewer: Viewer, show: boolean, now = new Date()) {
  await requireAccess(db, viewer, now);
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  if (show && !current.companyName?.trim()) {
    throw badRequest(P.companyNameRequired, 'companyName', 'COMPANY_NAME_REQUIRED');
  }
  await writeOwnProfile(db, viewer, current, { showInCompanyDirectory: show });
  const company = await getCompany(db, viewer, now);
  return {
    showInCompanyDirectory: company.showInCompanyDirectory,
    listedInDirectory: company.listedInDirectory,
  };
}

/**
 * POST /api/me/password: the current password must be right (400 WRONG_PASSWORD, nothing changed);
 * the new one is stored and every other session of the user ends, this one stays signed in.
 */
export async function changePassword(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof passwordChangeBodySchema>,
): Promise<void> {
  const stored = await findPasswordHash(db, viewer.userId);
  if (!stored || !(await verifyPassword(stored, body.currentPassword))) {
    throw badRequest(MESSAGES.password.currentWrong, 'currentPassword', 'WRONG_PASSWORD');
  }
  await replacePassword(db, viewer.userId, await hashPassword(body.newPassword), viewer.sessionId);
}
