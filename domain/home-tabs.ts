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

/** The built home page showing a tab first: index.html for the default one. */
export function homeShellFile(tab: MarketTab): string {
  return tab === DEFAULT_TAB ? 'index.html' : `index-${tab}.html`;
}
