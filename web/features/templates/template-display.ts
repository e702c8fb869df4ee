import type { TemplateTypeFilter } from '@domain/contract/templates';
import { DEFAULT_COUNTRY, findCountry } from '@domain/countries';
import { MESSAGES } from '@domain/messages';
import { PAGE_LOCALE } from '@domain/page-locale';
import { countryLabel } from '@domain/reference';

const WORDS = MESSAGES.templates;

/**
 * What the templates dialog says when its list is empty: a search that found nothing, or no templates
 * yet (of the type chosen, which the wizard preselects: a new user has no cargo template either, and
 * is not told a search failed when they searched for nothing).
 */
export function emptyTemplatesText(q: string, type: TemplateTypeFilter): { title: string; hint: string } {
  if (q.trim()) return { title: WORDS.emptySearchTitle, hint: WORDS.emptySearchHint };
  const hint = WORDS.emptyHint;
  if (type === 'cargo') return { title: WORDS.emptyCargo, hint };
  if (type === 'transport') return { title: WORDS.emptyTransport, hint };
  return { title: WORDS.emptyAll, hint };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A template's country in the page's language (the label GET /api/reference gives it); an empty one
 * is the default country, an unknown one shows as typed.
 */
function countryText(value: unknown): string {
  const stored = text(value) || DEFAULT_COUNTRY;
  const country = findCountry(stored);
  return country ? countryLabel(country, PAGE_LOCALE) : stored;
}

/** 'Tallinn, Eesti → Riia, Läti' from a template's data, or null when it names no city. */
export function templateRoute(data: Record<string, unknown>): string | null {
  const from = text(data.originCity);
  const to = text(data.destinationCity);
  if (!from && !to) return null;
  const end = (city: string, country: unknown) => (city ? `${city}, ${countryText(country)}` : '–');
  return `${end(from, data.originCountry)} → ${end(to, data.destinationCountry)}`;
}
