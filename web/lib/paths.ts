/** The pricing page, which the contact panels and the payment dialogs link to. */
export const PRICING_PATH = '/hinnad';

/**
 * A listing opened in its feed on the home page: the page switches to its tab and opens its row
 * (spec §2, `listing` and `type`).
 */
export function listingPath(type: 'cargo' | 'transport', id: string): string {
  return `/?${new URLSearchParams({ listing: id, type }).toString()}`;
}
