/** The pricing page, which the contact panels and the payment dialogs link to. */
export const PRICING_PATH = '/hinnad';

/**
 * A listing opened in its feed on the home page: the page switches to its tab and opens its row
 * (spec §2, `listing` and `type`).
 */
export function listingPath(type: 'cargo' | 'transport', id: string): string {
  return `/?${new URLSearchParams({ listing: id, type }).toString()}`;
}

/**
 * The address keys of the matches of one's own listing, opened over "Minu kuulutused"
 * (`?matches=ID&type=transport`): the published toast links there, and a reload or the back button
 * from a matched listing shows the same matches again.
 */
export const MATCHES_PARAM = 'matches';
export const MATCHES_TYPE_PARAM = 'type';

/** The matches of the user's own listing `id` of `type`, over the user's listings of that type. */
export function matchesPath(type: 'cargo' | 'transport', id: string): string {
  const params = new URLSearchParams({ tab: type, [MATCHES_PARAM]: id, [MATCHES_TYPE_PARAM]: type });
  return `/minu-kuulutused?${params.toString()}`;
}
