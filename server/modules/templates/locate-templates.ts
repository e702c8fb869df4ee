import { sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY } from '@domain/countries';
import { queryRows, type Db } from '../../db/client';
import { adTemplates } from '../../db/schema/index';
import { placeOfTypedCity } from '../places/locate';

/**
 * Locates the templates saved before the gazetteer, once, right after it is loaded (beside
 * locateStoredListings, decision 0067): an end whose data has a typed city but no place id gets the
 * place id when the city names one place unambiguously in its country (placeOfTypedCity, the rule
 * of a listing's typed city). The country is the one the wizard shows for the template: its own, or
 * DEFAULT_COUNTRY when it has none. The city stays as typed: a listing published from the template
 * then takes the place's name, as a picked place does. Deleted templates and company ones (which
 * the product does not offer) are left as they are, and so is `updated_at`: the template was not
 * edited by its owner.
 */
export async function locateStoredTemplates(db: Db): Promise<{ located: number }> {
  const t = adTemplates;
  let located = 0;
  for (const end of ['origin', 'destination'] as const) {
    const cityKey = `${end}City`;
    const placeKey = `${end}PlaceId`;
    const city = sql`nullif(trim(${t.templateData} ->> ${cityKey}::text), '')`;
    const country = sql`coalesce(nullif(${t.templateData} ->> ${`${end}Country`}::text, ''), ${DEFAULT_COUNTRY}::text)`;
    const unlocated = sql`${t.templateType} in ('cargo', 'transport') and ${t.deletedAt} is null
      and ${t.templateData} ->> ${placeKey}::text is null and ${city} is not null`;
    const pairs = await queryRows<{ city: string; country: string }>(
      db,
      sql`select distinct ${city} as city, ${country} as country from ${t} where ${unlocated}`,
    );
    for (const pair of pairs) {
      const place = await placeOfTypedCity(db, pair.city, pair.country);
      if (!place) continue;
      const rows = await queryRows(
        db,
        sql`update ${t} set template_data = ${t.templateData} || jsonb_build_object(${placeKey}::text, ${place.placeId}::int)
            where ${unlocated} and ${city} = ${pair.city} and ${country} = ${pair.country}
            returning 1`,
      );
      located += rows.length;
    }
  }
  return { located };
}
