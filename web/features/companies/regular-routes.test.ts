import { describe, expect, it } from 'vitest';
import type { Paged } from '@domain/pagination';
import { fetchAllCompanies, filterRegularRoutes, flattenRegularRoutes } from './regular-routes';
import type { CompanyItem } from './use-companies';

function company(id: string, overrides: Partial<CompanyItem> = {}): CompanyItem {
  return {
    id,
    companyName: `Firma ${id}`,
    specialty: null,
    vehiclePark: null,
    description: null,
    transportTypes: [],
    serviceRegions: [],
    regularRoutes: [],
    establishedYear: null,
    employeesCount: null,
    logoUrl: null,
    isOwn: false,
    contactAccess: 'locked',
    ...overrides,
  };
}

const balti = company('b', {
  companyName: 'Balti Veod OÜ',
  regularRoutes: [
    { route: 'Tallinn → Riga', frequency: 'iga päev', capacity: '24 t', trailerType: 'tentsõiduk' },
    { route: 'Riga → Tallinn', frequency: 'iga päev', capacity: '20 t', trailerType: 'külmkastsõiduk' },
  ],
});
const tartu = company('t', {
  companyName: 'Tartu Külmaveod OÜ',
  contactAccess: 'premium',
  contact: { contactPerson: 'Mari', phone: '+372 5555 0000', email: null, website: null },
  regularRoutes: [{ route: 'Tartu → Pärnu' }],
});

describe('flattenRegularRoutes', () => {
  it('makes one row per route with the company, in the directory order', () => {
    const rows = flattenRegularRoutes([balti, company('x'), tartu]);
    expect(rows.map((row) => [row.key, row.route, row.companyName])).toEqual([
      ['b:0', 'Tallinn → Riga', 'Balti Veod OÜ'],
      ['b:1', 'Riga → Tallinn', 'Balti Veod OÜ'],
      ['t:0', 'Tartu → Pärnu', 'Tartu Külmaveod OÜ'],
    ]);
  });

  it('splits the route at its arrow and fills missing fields with null', () => {
    const [row] = flattenRegularRoutes([tartu]);
    expect(row).toMatchObject({
      from: 'Tartu',
      to: 'Pärnu',
      frequency: null,
      capacity: null,
      trailerType: null,
      contactAccess: 'premium',
    });
  });

  it('carries contacts only where the company answer had them', () => {
    const [locked] = flattenRegularRoutes([balti]);
    const [open] = flattenRegularRoutes([tartu]);
    expect(locked).not.toHaveProperty('contact');
    expect(open?.contact?.phone).toBe('+372 5555 0000');
  });
});

describe('filterRegularRoutes', () => {
  const rows = flattenRegularRoutes([balti, tartu]);
  const routes = (q: string | undefined) => filterRegularRoutes(rows, q).map((row) => row.route);

  it('keeps everything for an empty search', () => {
    expect(routes(undefined)).toHaveLength(3);
    expect(routes('   ')).toHaveLength(3);
  });

  it('matches case-insensitively anywhere in the row', () => {
    expect(routes('RIGA')).toEqual(['Tallinn → Riga', 'Riga → Tallinn']);
    expect(routes('külmkast')).toEqual(['Riga → Tallinn']);
    expect(routes('tartu külma')).toEqual(['Tartu → Pärnu']);
    expect(routes('24 t')).toEqual(['Tallinn → Riga']);
  });

  it('needs every word to match', () => {
    expect(routes('tallinn pärnu')).toEqual([]);
    expect(routes('balti 20')).toEqual(['Riga → Tallinn']);
  });
});

describe('fetchAllCompanies', () => {
  const directory = Array.from({ length: 250 }, (_, i) => company(String(i)));
  const pager = (list: CompanyItem[], pageSize: number) => {
    const asked: number[] = [];
    const fetchPage = (page: number): Promise<Paged<CompanyItem>> => {
      asked.push(page);
      const items = list.slice((page - 1) * pageSize, page * pageSize);
      return Promise.resolve({ items, total: list.length, page, pageSize });
    };
    return { asked, fetchPage };
  };

  it('reads one page when everything fits', async () => {
    const { asked, fetchPage } = pager(directory.slice(0, 16), 100);
    const result = await fetchAllCompanies(fetchPage);
    expect(result.companies).toHaveLength(16);
    expect(result.truncated).toBe(false);
    expect(asked).toEqual([1]);
  });

  it('pages through until the total is read', async () => {
    const { asked, fetchPage } = pager(directory, 100);
    const result = await fetchAllCompanies(fetchPage);
    expect(result.companies).toHaveLength(250);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('does not ask for an empty page after an exactly full one', async () => {
    const { asked, fetchPage } = pager(directory.slice(0, 200), 100);
    await fetchAllCompanies(fetchPage);
    expect(asked).toEqual([1, 2]);
  });

  it('stops at the cap and says the list is cut short', async () => {
    const { asked, fetchPage } = pager(directory, 100);
    const result = await fetchAllCompanies(fetchPage, 2);
    expect(asked).toEqual([1, 2]);
    expect(result.companies).toHaveLength(200);
    expect(result.truncated).toBe(true);
  });

  it('keeps a company once when it moved between pages while they were read', async () => {
    const answers: Paged<CompanyItem>[] = [
      { items: [company('a'), company('b')], total: 5, page: 1, pageSize: 2 },
      { items: [company('b'), company('c')], total: 5, page: 2, pageSize: 2 },
      { items: [company('d')], total: 5, page: 3, pageSize: 2 },
    ];
    const result = await fetchAllCompanies((page) => Promise.resolve(answers[page - 1]!), 10, 2);
    expect(result.companies.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
