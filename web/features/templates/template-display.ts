import { countryName } from '@domain/countries';

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
