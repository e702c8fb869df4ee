import { describe, expect, it } from 'vitest';
import { templateRoute } from './template-display';
import { parseTemplate, parseTemplateList } from './types';

describe('templates from the API', () => {
  it('keeps cargo and transport templates and drops company ones and broken rows', () => {
    const list = parseTemplateList({
      items: [
        {
          id: '1',
          name: 'Tallinn–Riia',
          type: 'cargo',
          data: { originCity: 'Tallinn' },
          isFavorite: true,
          usageCount: 3,
        },
        { id: '2', name: 'Firma', type: 'company', data: {} },
        { id: 3, name: 'broken', type: 'cargo' },
        { id: '4', name: 'Tartu', type: 'transport', data: 'not an object' },
      ],
    });
    expect(list.map((t) => t.id)).toEqual(['1', '4']);
    expect(list[0]).toMatchObject({ isFavorite: true, usageCount: 3 });
    expect(list[1]).toMatchObject({ data: {}, isFavorite: false, usageCount: 0 });
    expect(parseTemplateList(null)).toEqual([]);
    expect(parseTemplate(undefined)).toBeNull();
  });

  it('describes a template by its route', () => {
    expect(
      templateRoute({ originCity: 'Tallinn', destinationCity: 'Riia', destinationCountry: 'lati' }),
    ).toBe('Tallinn, Eesti → Riia, Läti');
    expect(templateRoute({ originCity: 'Tartu' })).toBe('Tartu, Eesti → –');
    expect(templateRoute({})).toBeNull();
  });
});
