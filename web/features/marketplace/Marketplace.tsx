import { Building, ChevronDown, Package, SlidersHorizontal, Truck, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { fillMessage } from '@domain/catalogue';
import type { SortValue } from '@domain/feeds';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import type { PageSize } from '@domain/pagination';
import { isListingType, LISTING_TYPES } from '@domain/plans';
import { Skeleton } from '@web/components/ui/skeleton';
import { useStats } from '@web/features/stats';
import { cn } from '@web/lib/cn';
import { activeFilterCount } from './filter-fields';
import { ActiveFilterChips, FilterFields } from './FilterPanel';
import {
  MARKET_TABS,
  readFilters,
  readPage,
  readPageSize,
  readSort,
  readTab,
  SEARCH_KEY,
  withFilter,
  withFilters,
  withoutFilters,
  withPage,
  withPageSize,
  withSort,
  withTab,
  type FilterKey,
  type MarketTab,
} from './home-params';
import { AddListingButton } from './AddListing';
import { DensityToggle, PageSizeSelect, SearchBox, SortSelect } from './list-controls';
import { useListDensity } from './list-density';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { ListingFeed, type DeepLink } from './ListingFeed';
import { useStoredPageSize } from './page-size-storage';
import { BUILT_IN_FILTER_OPTIONS, EMPTY_FILTER_OPTIONS, useFilterOptions } from './use-reference';

// The directory tab and the regular-routes table are not part of the first view (the cargo feed
// is), so their code loads when their tab opens.
const CompanyDirectory = lazy(
  loadWhenOnline(() =>
    import('@web/features/companies').then((module) => ({ default: module.CompanyDirectory })),
  ),
);
const RegularRoutesTable = lazy(
  loadWhenOnline(() =>
    import('@web/features/companies').then((module) => ({
      default: module.RegularRoutesTable,
    })),
  ),
);

interface TabInfo {
  label: string;
  icon: LucideIcon;
  statKey: 'cargoOffers' | 'transportOffers' | 'providers';
  searchLabel: string;
  searchPlaceholder: string;
  pageSizeLabel: string;
}

const WORDS = MESSAGES.marketplace;

const TABS: Record<MarketTab, TabInfo> = {
  cargo: {
    label: MESSAGES.templates.typeCargo,
    icon: Package,
    statKey: 'cargoOffers',
    searchLabel: WORDS.searchCargo,
    searchPlaceholder: WORDS.searchCargoHint,
    pageSizeLabel: WORDS.listingsPerPage,
  },
  transport: {
    label: MESSAGES.listingFields.transport,
    icon: Truck,
    statKey: 'transportOffers',
    searchLabel: WORDS.searchTransport,
    searchPlaceholder: WORDS.searchTransportHint,
    pageSizeLabel: WORDS.listingsPerPage,
  },
  companies: {
    label: WORDS.tabCompanies,
    icon: Building,
    statKey: 'providers',
    searchLabel: WORDS.searchCompanies,
    searchPlaceholder: WORDS.searchCompaniesHint,
    pageSizeLabel: WORDS.companiesPerPage,
  },
};

/**
 * The home page's marketplace: the three tabs with their counts, the search, the page size, the
 * listings' order, the advanced filters and the active list. Everything that decides what is listed
 * lives in the address.
 */
export function Marketplace() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const tab = readTab(params);
  // Parsed once per address, so the lists' query keys and effects see stable values.
  const filters = useMemo(() => readFilters(tab, new URLSearchParams(search)), [tab, search]);
  const page = readPage(params);
  const sort = readSort(params);
  const [storedSize, storeSize] = useStoredPageSize(tab);
  const pageSize = readPageSize(params) ?? storedSize;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [density, setDensity] = useListDensity();
  const stats = useStats();
  const reference = useFilterOptions();
  const panelId = useId();
  const tabsId = useId();

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, push = false) =>
      setParams((current) => change(current), { replace: !push }),
    [setParams],
  );

  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) => update((current) => withFilter(current, key, value)),
    [update],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<FilterKey, string | undefined>>) =>
      update((current) => withFilters(current, changes)),
    [update],
  );
  const clearAdvanced = useCallback(
    () => update((current) => withoutFilters(current, readTab(current), { keepSearch: true })),
    [update],
  );
  const clearAll = useCallback(
    () => update((current) => withoutFilters(current, readTab(current))),
    [update],
  );
  // Paging is a step the back button should undo; correcting a page that no longer exists is not.
  const changePage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      update((current) => withPage(current, next), !options?.replace),
    [update],
  );
  const changePageSize = (size: PageSize) => {
    storeSize(size);
    update((current) => withPageSize(current, size));
  };
  // Like a filter, another order replaces the address's entry rather than adding one.
  const changeSort = (next: SortValue) => update((current) => withSort(current, next));
  const commitSearch = useCallback((text: string) => setFilter(SEARCH_KEY, text || undefined), [setFilter]);

  // `?listing=ID&type=cargo|transport`: switch to that list and hand the listing over to it; the
  // parameters leave the address at once, so a reload shows the list, not the same jump again.
  const [deepLink, setDeepLink] = useState<DeepLink | null>(null);
  const linkId = params.get('listing');
  const linkType = params.get('type');
  // A return from the payment page (`payment=…`) is confirmed first; its handler then leaves the link.
  const awaitingPayment = params.has('payment');
  useEffect(() => {
    if (!linkId || !isListingType(linkType) || awaitingPayment) return;
    setDeepLink({ type: linkType, id: linkId, nonce: Date.now() });
    update((current) => {
      const next = readTab(current) === linkType ? new URLSearchParams(current) : withTab(current, linkType);
      next.delete('listing');
      next.delete('type');
      return next;
    });
  }, [linkId, linkType, awaitingPayment, update]);
  const deepLinkSettled = useCallback(() => setDeepLink(null), []);

  const info = TABS[tab];
  const activeCount = activeFilterCount(tab, filters);
  const filterOptions =
    reference.data ?? (reference.isError ? BUILT_IN_FILTER_OPTIONS : EMPTY_FILTER_OPTIONS);

  return (
    <section aria-labelledby="market-heading" className="flex flex-col gap-4">
      <h2 id="market-heading" className="sr-only">
        {WORDS.heading}
      </h2>
      <Tabs.Root
        value={tab}
        activationMode="manual"
        onValueChange={(value) => update((current) => withTab(current, value as MarketTab), true)}
        className="flex flex-col gap-4"
      >
        {/* The compact page has no hero: its add button comes up beside the tabs. */}
        <div className="flex items-center justify-between gap-3">
          <Tabs.List
            aria-label={WORDS.lists}
            className="grid min-w-0 flex-1 grid-cols-3 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:inline-grid sm:flex-none"
          >
            {MARKET_TABS.map((value) => {
              const { label, icon: Icon, statKey } = TABS[value];
              const count = stats.data?.[statKey];
              return (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  id={tabElementId(tabsId, 'tab', value)}
                  aria-controls={tabElementId(tabsId, 'panel', value)}
                  className="group flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white sm:flex-row sm:gap-2 sm:px-4"
                >
                  <span className="flex items-center gap-1.5">
                    <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                    {label}
                  </span>
                  {count === undefined ? (
                    stats.isError ? null : (
                      <Skeleton className="h-5 w-9 bg-slate-200/70" />
                    )
                  ) : (
                    // At least the skeleton's width: a count of one or two digits moves no tab when it arrives.
                    <span className="min-w-9 rounded-full bg-slate-100 px-2 text-center text-xs leading-5 font-bold text-slate-700 tabular-nums group-data-[state=active]:bg-white group-data-[state=active]:text-brand-700">
                      {formatNumber(count)}
                    </span>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {density === 'compact' && (
            <AddListingButton
              type={tab === 'transport' ? 'transport' : 'cargo'}
              size="md"
              className="shrink-0"
            />
          )}
        </div>

        {/* A plain disclosure, not Radix's Collapsible: that one measures its panel in a layout effect
            on mount, which made the first render's commit lay out the whole page in the same task
            (issue 27, item 31); the panel has no height animation to measure for. */}
        <div className="flex flex-col gap-3">
          {/* One row while the search keeps room for a place and a cargo type; where the controls' words
              are long (Russian, Lithuanian) they wrap to a row of their own instead of squeezing it. */}
          <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
            <SearchBox
              key={tab}
              label={info.searchLabel}
              placeholder={info.searchPlaceholder}
              value={filters.q ?? ''}
              onCommit={commitSearch}
            />
            <div className="flex flex-wrap items-center gap-3 md:flex-nowrap md:items-end">
              <button
                type="button"
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
                className={cn(
                  'inline-flex h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:flex-none',
                  filtersOpen || activeCount > 0
                    ? 'border-brand-300 bg-brand-50 text-brand-800'
                    : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
                )}
              >
                <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{WORDS.moreFilters}</span>
                {activeCount > 0 && (
                  <span
                    className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
                    aria-label={fillMessage(WORDS.selectedCount, { count: activeCount })}
                  >
                    {activeCount}
                  </span>
                )}
                {/* Left out on a phone, where the label and the count need the room. */}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'hidden size-4 shrink-0 transition-transform sm:block',
                    filtersOpen && 'rotate-180',
                  )}
                />
              </button>
              <PageSizeSelect label={info.pageSizeLabel} value={pageSize} onChange={changePageSize} />
              {tab !== 'companies' && <SortSelect type={tab} value={sort} onChange={changeSort} />}
              <DensityToggle value={density} onChange={setDensity} />
            </div>
          </div>
          <div id={panelId} hidden={!filtersOpen}>
            {filtersOpen && (
              <FilterFields
                tab={tab}
                filters={filters}
                options={filterOptions}
                optionsLoading={reference.isPending}
                onChange={setFilters}
                onClear={clearAdvanced}
                activeCount={activeCount}
              />
            )}
          </div>
          {!filtersOpen && (
            <ActiveFilterChips
              tab={tab}
              filters={filters}
              options={filterOptions}
              onRemove={(keys) => setFilters(Object.fromEntries(keys.map((key) => [key, undefined])))}
            />
          )}
        </div>

        {LISTING_TYPES.map((type) => (
          <TabPanel key={type} tabsId={tabsId} value={type} current={tab} className="flex flex-col gap-8">
            <ListingFeed
              type={type}
              filters={filters}
              page={page}
              pageSize={pageSize}
              sort={sort}
              onPageChange={changePage}
              onClearFilters={clearAll}
              deepLink={deepLink?.type === type ? deepLink : null}
              onDeepLinkSettled={deepLinkSettled}
            />
            {type === 'transport' && (
              // Carriers' recurring routes are spare capacity too, so they follow the free-transport list.
              <section aria-labelledby="regular-routes-heading" className="flex flex-col gap-3">
                <h3 id="regular-routes-heading" className="text-lg font-bold text-slate-900">
                  {MESSAGES.companies.routes}
                </h3>
                <Suspense fallback={<SectionSkeleton />}>
                  <RegularRoutesTable q={filters.q} />
                </Suspense>
              </section>
            )}
          </TabPanel>
        ))}
        <TabPanel tabsId={tabsId} value="companies" current={tab}>
          <Suspense fallback={<SectionSkeleton />}>
            <CompanyDirectory filters={filters} page={page} pageSize={pageSize} onPageChange={changePage} />
          </Suspense>
        </TabPanel>
      </Tabs.Root>
    </section>
  );
}

const tabElementId = (tabsId: string, part: 'tab' | 'panel', value: MarketTab) =>
  `${tabsId}-${part}-${value}`;

/**
 * A tab's panel, linked to its Radix trigger by the ids both are given. Not Radix's Tabs.Content: its
 * Presence sets state from a ref on mount and reads the computed style, which pulled the whole
 * page's style recalculation and every effect into the first render's commit, one long task on a
 * phone (issue 27, item 31); these panels have no exit animation to wait for. Only the open tab's
 * content is rendered, as with Radix.
 */
function TabPanel({
  tabsId,
  value,
  current,
  className,
  children,
}: {
  tabsId: string;
  value: MarketTab;
  current: MarketTab;
  className?: string;
  children: ReactNode;
}) {
  const open = value === current;
  return (
    <div
      role="tabpanel"
      id={tabElementId(tabsId, 'panel', value)}
      aria-labelledby={tabElementId(tabsId, 'tab', value)}
      data-state={open ? 'active' : 'inactive'}
      hidden={!open}
      tabIndex={0}
      className={cn('focus-visible:outline-none', className)}
    >
      {open && children}
    </div>
  );
}

/** Holds the place of a section whose code is still on its way. */
function SectionSkeleton() {
  return (
    <div aria-busy="true" aria-label={MESSAGES.generic.loading} className="flex flex-col gap-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
