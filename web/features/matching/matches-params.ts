import { isListingType, type ListingType } from '@domain/plans';
import { MATCHES_PARAM, MATCHES_TYPE_PARAM } from '@web/lib/paths';

/** Whose matches are open: one of the user's own listings. */
export interface MatchesTarget {
  type: ListingType;
  id: string;
}

/** The listing whose matches the address opens (web/lib/paths.ts, matchesPath); null without one. */
export function readMatchesTarget(params: URLSearchParams): MatchesTarget | null {
  const id = params.get(MATCHES_PARAM)?.trim();
  const type = params.get(MATCHES_TYPE_PARAM);
  return id && isListingType(type) ? { type, id } : null;
}

/** The address with the matches of `target` open; the rest of the view stays as it is. */
export function withMatchesTarget(params: URLSearchParams, target: MatchesTarget): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(MATCHES_PARAM, target.id);
  next.set(MATCHES_TYPE_PARAM, target.type);
  return next;
}

/** The address once the matches close. */
export function withoutMatchesTarget(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(MATCHES_PARAM);
  next.delete(MATCHES_TYPE_PARAM);
  return next;
}
