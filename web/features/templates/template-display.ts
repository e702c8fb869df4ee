import type { TemplateTypeFilter } from '@domain/contract/templates';
import { countryName } from '@domain/countries';

/**
 * What the templates dialog says when its list is empty: a search that found nothing, or no templates
 * yet (of the type chosen, which the wizard preselects: a new user has no cargo template either, and
 * is not told a search failed when they searched for nothing).
 */
export function emptyTemplatesText(q: string, type: TemplateTypeFilter): { title: string; hint: string } {
  if (q.trim()) {
    return { title: 'Otsingule vastavaid malle ei leitud', hint: 'Proovige teist otsingusõna või tüüpi.' };
  }
  const hint = 'Salvestage kuulutuse andmed mallina ja täitke järgmine kuulutus ühe klikiga.';
  if (type === 'cargo') return { title: 'Teil pole veel ühtegi kaubakuulutuse malli', hint };
  if (type === 'transport') return { title: 'Teil pole veel ühtegi transpordikuulutuse malli', hint };
  return { title: 'Teil pole veel ühtegi malli', hint };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Tallinn, Eesti → Riia, Läti' from a template's data, or null when it names no city. */
export function templateRoute(data: Record<string, unknown>): string | null {
  const from = text(data.originCity);
  const to = text(data.destinationCity);
  if (!from && !to) return null;
  const end = (city: string, country: unknown) =>
    city ? `${city}, ${countryName(typeof country === 'string' ? country : null)}` : '–';
  return `${end(from, data.originCountry)} → ${end(to, data.destinationCountry)}`;
}
