import { canonicalIdentity } from '@domain/company-identity';
import { asVerificationStatus } from '@domain/verification';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import type { LanguageBody } from '@domain/contract/accounts';
import type { RegularRoute } from '../../db/schema/accounts';
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
import { locateAddress, type BasePlace } from '../places/locate';
import { placeRef, placeRow, placeRows } from '../places/places.service';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import { locateRouteEnds } from './locate-routes';
import { requestVerification, verificationAfterChange } from './verification.service';
import {
  findOwnProfile,
  findPasswordHash,
  replacePassword,
  updateOwnProfile,
  type OwnProfileRow,
  type ProfileValues,
} from './profile.repository';
import { hiddenAmong } from '../reports/withheld';

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

/** The company's base place named in the reader's language; null without one (or one the gazetteer lacks). */
async function basePlaceOf(db: Db, row: OwnProfileRow, locale: Locale): Promise<Company['basePlace']> {
  const place = row.basePlaceId === null ? undefined : await placeRow(db, row.basePlaceId);
  return place ? placeRef(place, locale) : null;
}

/** A company's stored routes as its owner's form and the back office read them: every field, null for none. */
export function presentRegularRoutes(routes: readonly RegularRoute[] | null): Company['regularRoutes'] {
  return (routes ?? []).map((r) => ({
    route: r.route,
    frequency: r.frequency ?? null,
    capacity: r.capacity ?? null,
    trailerType: r.trailerType ?? null,
    originPlaceId: r.originPlaceId ?? null,
    destinationPlaceId: r.destinationPlaceId ?? null,
  }));
}

function presentCompany(row: OwnProfileRow, basePlace: Company['basePlace']): Company {
  return {
    companyName: row.companyName,
    specialty: row.specialty,
    vehiclePark: row.vehiclePark,
    transportTypes: row.transportTypes ?? [],
    serviceRegions: row.serviceRegions ?? [],
    regularRoutes: presentRegularRoutes(row.regularRoutes),
    description: row.description,
    website: row.website,
    logoUrl: row.logoUrl,
    establishedYear: row.establishedYear,
    employeesCount: row.employeesCount,
    showInCompanyDirectory: row.showInCompanyDirectory,
    listedInDirectory: row.listed,
    basePlace,
    country: row.country,
    registryCode: row.registryCode,
    vatNumber: row.vatNumber,
    verification: asVerificationStatus(row.verification),
    verificationNote: row.verificationNote,
    verificationRequestedAt: row.verificationRequestedAt?.toISOString() ?? null,
    verificationDecidedAt: row.verificationDecidedAt?.toISOString() ?? null,
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
  // A new address of a company without a base place: the place it names, when it names one
  // unambiguously (decision 0069).
  const located =
    body.address && body.address !== current.address && current.basePlaceId === null
      ? await locateAddress(db, body.address)
      : null;
  await writeOwnProfile(db, viewer, current, { ...body, ...located });
  return getProfile(db, viewer, now);
}

/** The language switch: the profile's language alone (the profile row is made when missing). */
export async function saveLanguage(db: Db, viewer: Viewer, { language }: LanguageBody, now = new Date()) {
  await findOwnProfile(db, viewer.userId, viewer.email, now);
  await updateOwnProfile(db, viewer.userId, { language });
  return { language };
}

/** Anyone may read their company data (the tab shows it behind the premium prompt); writing needs access. */
export async function getCompany(db: Db, viewer: Viewer, locale: Locale, now = new Date()): Promise<Company> {
  return companyOf(db, await findOwnProfile(db, viewer.userId, viewer.email, now), locale);
}

async function companyOf(db: Db, row: OwnProfileRow, locale: Locale): Promise<Company> {
  const [basePlace, hidden] = await Promise.all([
    basePlaceOf(db, row, locale),
    hiddenAmong(db, 'company', [row.id]),
  ]);
  // Hidden by reports until a moderator decides (decision 0082): the owner is told, not by whom.
  return { ...presentCompany(row, basePlace), underReview: hidden.has(row.id) };
}

/** POST /api/me/company/verification (verification.service.ts), answered with the company. */
export async function askToBeVerified(db: Db, viewer: Viewer, locale: Locale, now = new Date()) {
  return requestVerification(db, viewer, (row) => companyOf(db, row, locale), now);
}

/**
 * The base place a company write sends (decision 0069): the place picked (a 400 PLACE_NOT_FOUND
 * naming the field when the gazetteer has none), none (null), or nothing to change (left out).
 */
async function chosenBasePlace(
  db: Db,
  basePlaceId: number | null | undefined,
): Promise<BasePlace | { basePlaceId: null; baseLat: null; baseLon: null } | undefined> {
  if (basePlaceId === undefined) return undefined;
  if (basePlaceId === null) return { basePlaceId: null, baseLat: null, baseLon: null };
  const place = await placeRow(db, basePlaceId);
  if (!place) throw badRequest(MESSAGES.places.notFound, 'basePlaceId', 'PLACE_NOT_FOUND');
  return { basePlaceId: place.id, baseLat: place.lat, baseLon: place.lon };
}

/** A 400 naming the field when a route's end names a place the gazetteer does not have. */
async function checkRoutePlaces(
  db: Db,
  routes: z.output<typeof companyBodySchema>['regularRoutes'],
): Promise<void> {
  const ids = (routes ?? []).flatMap((r) => [r.originPlaceId, r.destinationPlaceId]);
  const known = await placeRows(
    db,
    ids.filter((id): id is number => id != null),
  );
  routes?.forEach((r, index) => {
    for (const end of ['originPlaceId', 'destinationPlaceId'] as const) {
      const id = r[end];
      if (id != null && !known.has(id)) {
        throw badRequest(MESSAGES.places.notFound, `regularRoutes.${index}.${end}`, 'PLACE_NOT_FOUND');
      }
    }
  });
}

/** The routes as stored, their typed ends located (decision 0091); null for none. */
async function locatedRoutes(db: Db, routes: RegularRoute[] | undefined): Promise<RegularRoute[] | null> {
  return routes ? locateRouteEnds(db, routes) : null;
}

export async function saveCompany(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof companyBodySchema>,
  locale: Locale,
  now = new Date(),
): Promise<Company> {
  await requireAccess(db, viewer, now);
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  const { showInCompanyDirectory, basePlaceId, country, registryCode, vatNumber, ...fields } = body;
  const basePlace = await chosenBasePlace(db, basePlaceId);
  await checkRoutePlaces(db, fields.regularRoutes);
  // A company in the directory keeps a name: clearing it would leave a nameless entry switched on.
  if ((showInCompanyDirectory ?? current.showInCompanyDirectory) && !fields.companyName) {
    throw badRequest(P.companyNameRequired, 'companyName', 'COMPANY_NAME_REQUIRED');
  }
  const values: ProfileValues = {
    ...fields,
    // Stored as the directory reads it: a route's missing details are left out, not null.
    regularRoutes: await locatedRoutes(
      db,
      fields.regularRoutes?.map(
        ({ route, frequency, capacity, trailerType, originPlaceId, destinationPlaceId }) => ({
          route,
          ...(frequency ? { frequency } : {}),
          ...(capacity ? { capacity } : {}),
          ...(trailerType ? { trailerType } : {}),
          ...(originPlaceId ? { originPlaceId } : {}),
          ...(destinationPlaceId ? { destinationPlaceId } : {}),
        }),
      ),
    ),
    ...(showInCompanyDirectory === undefined ? {} : { showInCompanyDirectory }),
    ...basePlace,
    // Checked by the body's schema; stored as the registers write them (decision 0078).
    ...canonicalIdentity({ country, registryCode, vatNumber }),
  };
  await writeOwnProfile(db, viewer, current, { ...values, ...verificationAfterChange(current, values) });
  return getCompany(db, viewer, locale, now);
}

/** PUT /api/me/directory: the company's place in the directory (access and a company name required). */
export async function setDirectoryPlace(db: Db, viewer: Viewer, show: boolean, now = new Date()) {
  await requireAccess(db, viewer, now);
  const current = await findOwnProfile(db, viewer.userId, viewer.email, now);
  if (show && !current.companyName?.trim()) {
    throw badRequest(P.companyNameRequired, 'companyName', 'COMPANY_NAME_REQUIRED');
  }
  await writeOwnProfile(db, viewer, current, { showInCompanyDirectory: show });
  const saved = await findOwnProfile(db, viewer.userId, viewer.email, now);
  return { showInCompanyDirectory: saved.showInCompanyDirectory, listedInDirectory: saved.listed };
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
