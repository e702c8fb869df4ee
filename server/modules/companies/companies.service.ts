import type { CompanyItem } from '@domain/contract/companies';
import type { CompanyFilters } from '@domain/feeds';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { presentCompany } from './companies.presenter';
import { countCompanies, directoryConditions, findCompanyPage } from './companies.repository';

export type DirectoryAnswer = { items: CompanyItem[]; total: number; page: number; pageSize: number };

/** One page of the company directory, contacts only for entitled viewers. */
export async function companyDirectory(
  db: Db,
  viewer: Viewer | null,
  query: CompanyFilters & PageQuery,
  now = new Date(),
): Promise<DirectoryAnswer> {
  const where = directoryConditions(query, now);
  const [rows, total, ctx] = await Promise.all([
    findCompanyPage(db, where, query.pageSize, pageOffset(query.page, query.pageSize)),
    countCompanies(db, where),
    accessContext(db, viewer, now),
  ]);
  const access = await resolveAccess(
    db,
    ctx,
    'company',
    rows.map((r) => ({ id: r.id, ownerId: r.userId })),
  );
  return {
    items: rows.map((r) => presentCompany(r, access.get(r.id)!, ctx.userId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The home page's "providers": every company the directory shows. */
export function countDirectoryCompanies(db: Db, now = new Date()): Promise<number> {
  return countCompanies(db, directoryConditions({}, now));
}
