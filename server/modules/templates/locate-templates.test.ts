import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTemplateRow, createUser } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';
import { adTemplates } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { locateStoredTemplates } from './locate-templates';

// The templates saved before the gazetteer, located once as the stored listings are (decision 0067's
// rule for a typed city): the place id joins the template's data where the city is unambiguous.
const TARTU = 588335;
const PARNU = 589580;
const RIGA = 456172;

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV'] });
  userId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const dataOf = async (id: string) =>
  (await t.database.db.select().from(adTemplates).where(eq(adTemplates.id, id)))[0]!;

describe('locating the stored templates', () => {
  it('gives an unambiguous typed city its place id, and leaves the rest as they were', async () => {
    const template = (
      type: 'cargo' | 'transport' | 'company',
      data: Record<string, unknown>,
      deleted = false,
    ) =>
      createTemplateRow(t.database.db, userId, {
        templateType: type,
        templateData: data,
        ...(deleted ? { deletedAt: new Date() } : {}),
      });
    const both = await template('cargo', {
      originCity: 'tartu',
      originCountry: 'eesti',
      destinationCity: 'Riia',
      destinationCountry: 'lati',
      cargoType: 'masinad',
    });
    // No country: the one the wizard shows for it, Estonia. A farm is no place.
    const noCountry = await template('transport', { originCity: 'Pärnu', destinationCity: 'Kase talu' });
    // Tartu is no Latvian place; a picked place stays as it was picked.
    const otherCountry = await template('cargo', {
      originCity: 'Tartu',
      originCountry: 'lati',
      destinationCity: 'Tartu',
      destinationCountry: 'eesti',
      destinationPlaceId: RIGA,
    });
    const halfFilled = await template('cargo', { cargoType: 'muu', originCity: '' });
    const deleted = await template('cargo', { originCity: 'Tartu', originCountry: 'eesti' }, true);
    const company = await template('company', { originCity: 'Tartu', originCountry: 'eesti' });
    const updatedAt = (await dataOf(both.id)).updatedAt;

    expect(await locateStoredTemplates(t.database.db)).toEqual({ located: 3 });

    expect((await dataOf(both.id)).templateData).toEqual({
      originCity: 'tartu',
      originCountry: 'eesti',
      originPlaceId: TARTU,
      destinationCity: 'Riia',
      destinationCountry: 'lati',
      destinationPlaceId: RIGA,
      cargoType: 'masinad',
    });
    expect((await dataOf(both.id)).updatedAt).toEqual(updatedAt);
    expect((await dataOf(noCountry.id)).templateData).toEqual({
      originCity: 'Pärnu',
      originPlaceId: PARNU,
      destinationCity: 'Kase talu',
    });
    expect((await dataOf(otherCountry.id)).templateData).toEqual(otherCountry.templateData);
    expect((await dataOf(halfFilled.id)).templateData).toEqual(halfFilled.templateData);
    expect((await dataOf(deleted.id)).templateData).toEqual(deleted.templateData);
    expect((await dataOf(company.id)).templateData).toEqual(company.templateData);

    // Once located, a second run finds nothing more to do.
    expect(await locateStoredTemplates(t.database.db)).toEqual({ located: 0 });
  });

  it('answers a template located this way through the API with its place id', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const made = await createTemplateRow(t.database.db, user.userId, {
      templateData: { originCity: 'Tartu', destinationCity: 'Pärnu', cargoType: 'muu' },
    });
    await locateStoredTemplates(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/templates',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().items.find((i: { id: string }) => i.id === made.id);
    expect(item.data).toMatchObject({ originPlaceId: TARTU, destinationPlaceId: PARNU });
  });
});
