import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { countryText } from './listing-display';

// A load's time windows and stops as a reader sees them (domain/stops.ts, decision 0074).

/** '08:00–12:00', '08:00–' or '–12:00'; '' without either end. */
export function windowText(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  return `${from ?? ''}–${to ?? ''}`;
}

/** '05.12.2026 08:00–12:00': a day and its window (the day alone without one). */
export function dateWithWindow(
  date: string | null,
  from: string | null | undefined,
  to: string | null | undefined,
): string {
  const window = windowText(from, to);
  return window && date ? `${formatDate(date)} ${window}` : formatDate(date);
}

interface ShownStop {
  kind: 'loading' | 'unloading';
  city: string;
  country: string;
  date: string | null;
  timeFrom: string | null;
  timeTo: string | null;
}

/** 'Pealelaadimine: Tartu, Eesti · 05.12.2026 14:00–16:00': one line per stop, in trip order. */
export function stopLines(stops: readonly ShownStop[] | null | undefined): string[] {
  return (stops ?? []).map((stop) => {
    const kind =
      stop.kind === 'unloading' ? MESSAGES.listingFields.stopUnloading : MESSAGES.listingFields.stopLoading;
    const when = stop.date ? ` · ${dateWithWindow(stop.date, stop.timeFrom, stop.timeTo)}` : '';
    return `${kind}: ${stop.city}, ${countryText(stop.country)}${when}`;
  });
}

/** The stops between a route's ends: an answer's `stops` is the whole route (the pickup first, the delivery last). */
export function stopsBetween<T>(route: readonly T[] | null | undefined): T[] {
  return route && route.length > 2 ? route.slice(1, -1) : [];
}
