import { asVerificationStatus } from '@domain/verification';
import type {
  AdminCompaniesQuery,
  AdminCompanyChange,
  AdminCompanyItem,
  AdminEntryCounts,
  AdminEntryCountsQuery,
  AdminListingItem,
  AdminListingsQuery,
} from '@domain/contract/admin-entries';
import { isExpiredOrPaused } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { pageOffset, type Paged } from '@domain/pagination';
import { hasPremiumAccess, type ListingType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { reactivationDurations } from '../../policies/plan.policy';
import { boundedTotal, recordActivity } from './activity';
import { presentRegularRoutes } from '../profile/profile.service';
import { cargoFields, transportFields } from '../listings/listings.presenter';
import {
  companyConditions,
  countEntries,
  findCompany,
  findCompanyPage,
  findListingPage,
  listingList,
  updateCompany,
  type AdminCompanyRecord,
  type AdminListingRecord,
  type CargoRow,
  type ProfileRow,
  type TransportRow,
} from './entries.repository';

/**
 * The entries page (the spec's "Admin entries page"): every listing of a type and the directory's
 * companies. The admin guard of admin.routes.ts has let only admins in. Listings are changed through
 * the owner's endpoints (modules/listings), which log an admin's writes themselves; the companies'
 * writes are here, each with its activity row in the same transaction.
 */

const COMPANY_NOT_FOUND = () => notFound(MESSAGES.contacts.companyNotFound, 'COMPANY_NOT_FOUND');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentListing(type: ListingType, record: AdminListingRecord, now: Date): AdminListingItem {
  const row = record.listing;
  const hasAccess = hasPremiumAccess(record, now);
  const common = {
    id: row.id,
    shortId: row.id.slice(0, 8),
    originCity: row.originCity,
    originCountry: row.originCountry,
    destinationCity: row.destinationCity,
    destinationCountry: row.destinationCountry,
    originPlaceId: row.originPlaceId,
    destinationPlaceId: row.destinationPlaceId,
    distanceKm: row.distanceKm,
    notes: row.notes,
    status: row.status,
    completedByUser: row.completedByUser,
    state: isExpiredOrPaused(row, now) ? ('expired' as const) : ('active' as const),
    expiresAt: iso(row.expiresAt),
    postDurationDays: row.postDurationDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    verified: row.ownerVerified,
    contact: {
      companyName: row.companyName,
      contactPerson: row.contactPerson,
      phone: row.contactPhone,
      email: row.contactEmail,
    },
    owner: {
      id: row.userId,
      email: record.ownerEmail,
      hasAccess,
      reactivationDurations: [...reactivationDurations({ hasPremium: hasAccess })],
    },
  };
  if (type === 'cargo') return { type: 'cargo', ...common, ...cargoFields(row as CargoRow) };
  return { type: 'transport', ...common, ...transportFields(row as TransportRow) };
}

/** GET /api/admin/listings/{type}: a page of every listing that is not deleted, newest first. */
export async function adminListings(
  db: Db,
  type: ListingType,
  query: AdminListingsQuery,
  now = new Date(),
): Promise<Paged<AdminListingItem> & { totalIsLowerBound: boolean }> {
  const { rows, count } = await findListingPage(db, type, query, now, {
    limit: query.pageSize,
    offset: pageOffset(query.page, query.pageSize),
  });
  return {
    items: rows.map((row) => presentListing(type, row, now)),
    ...boundedTotal(count),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/admin/entries/counts: the three tabs' counts for the search (and status, for listings). */
export async function entryCounts(
  db: Db,
  query: AdminEntryCountsQuery,
  now = new Date(),
): Promise<AdminEntryCounts> {
  const counted = await countEntries(
    db,
    listingList('cargo', query.q, query.status, now),
    listingList('transport', query.q, query.status, now),
    companyConditions(query.q, now),
  );
  return {
    cargo: counted.cargo.total,
    transport: counted.transport.total,
    companies: counted.companies,
    lowerBound: { cargo: counted.cargo.lowerBound, transport: counted.transport.lowerBound },
  };
}

function presentCompany(profile: ProfileRow, ownerEmail: string | null): AdminCompanyItem {
  return {
    id: profile.id,
    shortId: profile.id.slice(0, 8),
    companyName: profile.companyName ?? '',
    specialty: profile.specialty,
    vehiclePark: profile.vehiclePark,
    transportTypes: profile.transportTypes ?? [],
    serviceRegions: profile.serviceRegions ?? [],
    regularRoutes: presentRegularRoutes(profile.regularRoutes),
    description: profile.description,
    website: profile.website,
    logoUrl: profile.logoUrl,
    establishedYear: profile.establishedYear,
    employeesCount: profile.employeesCount,
    country: profile.country,
    registryCode: profile.registryCode,
    vatNumber: profile.vatNumber,
    verification: asVerificationStatus(profile.verification),
    verificationNote: profile.verificationNote,
    verificationRequestedAt: profile.verificationRequestedAt?.toISOString() ?? null,
    verificationDecidedAt: profile.verificationDecidedAt?.toISOString() ?? null,
    contactPerson: profile.contactPerson,
    phone: profile.phone,
    email: profile.email,
    createdAt: profile.createdAt.toISOString(),
    owner: { id: profile.userId, email: ownerEmail },
  };
}

/** GET /api/admin/companies: a page of the directory's companies, newest first. */
export async function adminCompanies(
  db: Db,
  query: AdminCompaniesQuery,
  now = new Date(),
): Promise<Paged<AdminCompanyItem>> {
  const { rows, total } = await findCompanyPage(
    db,
    companyConditions(query.q, now),
    query.pageSize,
    pageOffset(query.page, query.pageSize),
  );
  return {
    items: rows.map((r: AdminCompanyRecord) => presentCompany(r.profile, r.ownerEmail)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The fields whose value changes, old and new. */
function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value ?? null;
  }
  return { before: was, after: now };
}

/**
 * PATCH /api/admin/companies/{id}: the fields sent (the name never blank); the profile's trigger
 * announces the change to the directory's open pages.
 */
export async function editCompany(
  db: Db,
  admin: Viewer,
  id: string,
  change: AdminCompanyChange,
  now = new Date(),
): Promise<AdminCompanyItem> {
  return db.transaction(async (tx) => {
    const current = await findCompany(tx, id, { forUpdate: true });
    if (!current) throw COMPANY_NOT_FOUND();
    const fields = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const saved = await updateCompany(tx, id, { ...fields, updatedAt: now });
    if (!saved) throw COMPANY_NOT_FOUND();
    await recordActivity(tx, admin, {
      action: 'company_updated',
      targetType: 'company',
      targetId: id,
      details: {
        label: saved.companyName ?? current.profile.companyName ?? id.slice(0, 8),
        ...changes(current.profile, fields),
      },
    });
    return presentCompany(saved, current.ownerEmail);
  });
}

/**
 * DELETE /api/admin/companies/{id}: takes the company out of the directory by switching its place off
 * (the profile and its data stay; its owner may switch it on again). 404 when it is already off.
 */
export async function removeCompany(db: Db, admin: Viewer, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findCompany(tx, id, { forUpdate: true });
    if (!current?.profile.showInCompanyDirectory) throw COMPANY_NOT_FOUND();
    await updateCompany(tx, id, { showInCompanyDirectory: false, updatedAt: now });
    await recordActivity(tx, admin, {
      action: 'company_deleted',
      targetType: 'company',
      targetId: id,
      details: {
        label: current.profile.companyName ?? id.slice(0, 8),
        before: { showInCompanyDirectory: true },
        after: { showInCompanyDirectory: false },
      },
    });
  });
}
