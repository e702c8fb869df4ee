import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { placeListSchema, placeSchema, type Place } from '@domain/contract/places';
import { PAGE_LOCALE } from '@domain/page-locale';
import { apiGet } from '@web/lib/api';

// The gazetteer does not change while a page is open; its names come in the page's language.
const STALE_MS = 60 * 60_000;

/**
 * GET /api/places?q=: at most 10 places whose name in any language starts with `query`, the biggest
 * first. Nothing is asked for a blank query. The previous answer stays while the next one travels,
 * so the list does not flicker empty between two keystrokes.
 */
export function usePlaceSuggestions(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['places', PAGE_LOCALE, 'q', q],
    queryFn: ({ signal }) => apiGet(`/api/places?q=${encodeURIComponent(q)}`, placeListSchema, { signal }),
    enabled: q !== '',
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    select: (answer): Place[] => answer.items,
  });
}

const placeKey = (id: number | null) => ['places', PAGE_LOCALE, 'id', id] as const;

/** A picked place is known by its id from then on, without asking the server again. */
export function rememberPlace(queryClient: QueryClient, place: Place): void {
  queryClient.setQueryData(placeKey(place.id), place);
}

/** GET /api/places/{id}: one place, to name a place known by its id only (a shared link's filter). */
export function usePlace(id: number | null) {
  return useQuery({
    queryKey: placeKey(id),
    queryFn: ({ signal }) => apiGet(`/api/places/${String(id)}`, placeSchema, { signal }),
    enabled: id !== null,
    staleTime: STALE_MS,
  });
}
