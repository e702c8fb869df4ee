import { describe, expect, it } from 'vitest';
import { templateListSchema, templateSchema } from '@domain/contract/templates';
import { emptyTemplatesText, templateRoute } from './template-display';

describe('templates from the API', () => {
  it('the contract accepts cargo and transport templates only, whole', () => {
    const template = {
      id: '1',
      name: 'Tallinn–Riia',
      type: 'cargo',
      data: { originCity: 'Tallinn' },
      isFavorite: true,
      usageCount: 3,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    expect(templateListSchema.parse({ items: [template] }).items).toEqual([template]);
    expect(templateSchema.safeParse({ ...template, type: 'company' }).success).toBe(false);
    expect(templateSchema.safeParse({ ...template, data: 'not an object' }).success).toBe(false);
    expect(templateListSchema.safeParse(null).success).toBe(false);
  });

  it('describes a template by its route', () => {
    expect(
      templateRoute({ originCity: 'Tallinn', destinationCity: 'Riia', destinationCountry: 'lati' }),
    ).toBe('Tallinn, Eesti → Riia, Läti');
    expect(templateRoute({ originCity: 'Tartu' })).toBe('Tartu, Eesti → –');
    expect(templateRoute({})).toBeNull();
  });
});

describe('emptyTemplatesText', () => {
  it('says a search found nothing only when there was a search', () => {
    expect(emptyTemplatesText('Tartu', 'cargo').title).toBe('Otsingule vastavaid malle ei leitud');
    expect(emptyTemplatesText('  ', 'cargo').title).toBe('Teil pole veel ühtegi kaubakuulutuse malli');
  });

  it('names the type chosen, or none', () => {
    expect(emptyTemplatesText('', 'transport').title).toBe('Teil pole veel ühtegi transpordikuulutuse malli');
    expect(emptyTemplatesText('', 'all').title).toBe('Teil pole veel ühtegi malli');
  });
});
