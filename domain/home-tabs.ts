/**
 * The home page's three lists and how the address names them (`?tab=`): read the same way by the
 * page (web/features/marketplace/home-params.ts) and by the server, which sends the static first look
 * of the tab asked for (server/platform/http/web.ts; the build writes one per tab:
 * scripts/vite/prerender-shell.ts).
 */
export const MARKET_TABS = ['cargo', 'transport', 'companies'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
export const DEFAULT_TAB: MarketTab = 'cargo';

// The spec names the tabs in Estonian; links written that way still land on the right tab.
const TAB_ALIASES: Record<string, MarketTab> = {
  kaubad: 'cargo',
  ettevotted: 'companies',
  ettevõtted: 'companies',
};

/** The tab a `tab` value names (any case, Estonian names too); the cargo list otherwise. */
export function marketTabOf(value: string | null | undefined): MarketTab {
  const raw = value?.trim().toLocaleLowerCase('et') ?? '';
  if ((MARKET_TABS as readonly string[]).includes(raw)) return raw as MarketTab;
  return TAB_ALIASES[raw] ?? DEFAULT_TAB;
}

/**
 * The built home page showing a tab first, in a density: index.html for the default ones,
 * index-transport.html, index-compact.html, index-transport-compact.html and so on.
 */
export function homeShellFile(tab: MarketTab, density: ListDensity = DEFAULT_DENSITY): string {
  const parts = [tab === DEFAULT_TAB ? null : tab, density === DEFAULT_DENSITY ? null : density].filter(
    Boolean,
  );
  return parts.length === 0 ? 'index.html' : `index-${parts.join('-')}.html`;
}

/**
 * How densely the home page lists (issue 30, item 9): the roomy default, or the dispatcher's compact
 * table (no hero, one line per listing). Kept in a cookie rather than the page's storage so the server
 * can send the static first look of the same density (server/platform/http/web.ts), as it does a tab.
 */
export const LIST_DENSITIES = ['comfortable', 'compact'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];
export const DEFAULT_DENSITY: ListDensity = 'comfortable';
export const DENSITY_COOKIE = 'veoturg_density';

/** The density a cookie's value names; the default for anything else. */
export function listDensityOf(value: string | null | undefined): ListDensity {
  return value === 'compact' ? 'compact' : DEFAULT_DENSITY;
}
