import type { PageSize, Paged } from '@domain/pagination';
import type { ContactAccess } from '@domain/plans';
import { lookupLabel, splitRoute } from './company-display';
import type { CompanyContact, CompanyItem } from '@domain/contract/companies';

/** One row of the spec's regular-routes table: route, frequency, capacity, transport type, company. */
export interface RegularRouteRow {
  /** Stable across refetches: the company and the route's place in its list. */
  key: string;
  route: string;
  from: string | null;
  to: string | null;
  frequency: string | null;
  capacity: string | null;
  trailerType: string | null;
  companyId: string;
  companyName: string;
  companyIsOwn: boolean;
  contactAccess: ContactAccess;
  contact?: CompanyContact;
}

/** The directory is read 100 companies at a time, and at most this many pages (1 000 companies). */
export const ROUTES_PAGE_SIZE: PageSize = 100;
export const ROUTES_MAX_PAGES = 10;

export function flattenRegularRoutes(companies: readonly CompanyItem[]): RegularRouteRow[] {
  return companies.flatMap((company) =>
    company.regularRoutes.map((item, index) => {
      const ends = splitRoute(item.route);
      return {
        key: `${company.id}:${index}`,
        route: item.route,
        from: ends?.from ?? null,
        to: ends?.to ?? null,
        frequency: item.frequency ?? null,
        capacity: item.capacity ?? null,
        trailerType: item.trailerType ?? null,
        companyId: company.id,
        companyName: company.companyName,
        companyIsOwn: company.isOwn,
        contactAccess: company.contactAccess,
        ...(company.contact ? { contact: company.contact } : {}),
      };
    }),
  );
}

/**
 * Case-insensitive "contains" over what the row shows (the spec's text match), with every word of the
 * query required, so "tallinn riga" finds "Tallinn → Riga" and "Riga → Tallinn".
 */
export function filterRegularRoutes(
  rows: readonly RegularRouteRow[],
  q: string | undefined,
): RegularRouteRow[] {
  const words = (q ?? '').toLocaleLowerCase('et').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = [
      row.route,
      row.frequency,
      row.capacity,
      row.trailerType,
      row.trailerType ? lookupLabel(row.trailerType) : null,
      row.companyName,
    ]
      .filter(Boolean)
      .join(' ')
      .toLocaleLowerCase('et');
    return words.every((word) => text.includes(word));
  });
}

export interface AllCompanies {
  companies: CompanyItem[];
  /** The directory holds more companies than were read (past the page cap). */
  truncated: boolean;
}

/**
 * Reads the directory page by page until it has everything or reaches the cap. A company that moves
 * between pages while they are read (the directory changed) would appear twice, so ids are deduplicated.
 */
export async function fetchAllCompanies(
  fetchPage: (page: number) => Promise<Paged<CompanyItem>>,
  maxPages = ROUTES_MAX_PAGES,
  pageSize = ROUTES_PAGE_SIZE,
): Promise<AllCompanies> {
  const seen = new Set<string>();
  const companies: CompanyItem[] = [];
  let total = 0;
  let page = 1;
  for (; page <= maxPages; page++) {
    const answer = await fetchPage(page);
    total = answer.total;
    for (const company of answer.items) {
      if (seen.has(company.id)) continue;
      seen.add(company.id);
      companies.push(company);
    }
    if (answer.items.length < pageSize || page * pageSize >= total) {
      return { companies, truncated: false };
    }
  }
  return { companies, truncated: total > maxPages * pageSize };
}
