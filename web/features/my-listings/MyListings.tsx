import { ClipboardList, LogIn, Package, Truck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { CardGridSkeleton } from '@web/components/CardGridSkeleton';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { SegmentedControl } from '@web/components/ui/segmented';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { useAuthDialog } from '@web/features/auth';
import {
  MatchesDialog,
  readMatchesTarget,
  withMatchesTarget,
  withoutMatchesTarget,
} from '@web/features/matching';
import type { PremiumAccess } from '@web/features/templates';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import {
  MY_FILTER_LABELS,
  MY_FILTERS,
  MY_LISTINGS_PAGE_SIZE,
  readMyListingsView,
  withMyListingsView,
  type MyListingsFilter,
  type MyListingsView,
} from './my-listings-params';
import { MyListingCard } from './MyListingCard';
import type { MyListing } from './types';
import { useMyListings } from './use-my-listings';
import { useOwnerActionRunner } from './use-owner-action-runner';

const TAB_LABELS: Record<ListingType, string> = {
  cargo: MESSAGES.myListings.cargoTab,
  transport: MESSAGES.myListings.transportTab,
};

const M = ACCOUNT_MESSAGES.myListings;

const EMPTY_TEXTS: Record<MyListingsFilter, { title: (type: ListingType) => string; hint: string }> = {
  active: {
    title: (type) => (type === 'cargo' ? M.empty.activeCargo : M.empty.activeTransport),
    hint: M.empty.activeHint,
  },
  expired: {
    title: () => M.empty.expired,
    hint: M.empty.expiredHint,
  },
  all: {
    title: (type) => (type === 'cargo' ? M.empty.allCargo : M.empty.allTransport),
    hint: M.empty.allHint,
  },
};

interface MyListingsProps {
  access: PremiumAccess;
  /** The session ended while the page was open: the lists are gone, the dialogs and the page stay. */
  sessionLost: boolean;
}

/** The two tabs with counts, the three filters with counts, the cards and the pages of /minu-kuulutused. */
export function MyListings({ access, sessionLost }: MyListingsProps) {
  const { openAuthDialog } = useAuthDialog();
  const [params, setParams] = useSearchParams();
  const view = readMyListingsView(params);
  const query = useMyListings(view.tab, view.filter, view.page, MY_LISTINGS_PAGE_SIZE);
  const now = useNow();
  // Paging keeps the previous answer on screen, so after a lost session the old counts would linger.
  const data = sessionLost ? undefined : query.data;
  const counts = data?.counts[view.tab];

  const change = (next: Partial<MyListingsView>, push = true) =>
    setParams((current) => withMyListingsView(current, next), { replace: !push });

  // The open matches live in the address (`?matches=ID&type=transport`): the published toast links
  // to them, and the back button from a matched listing opens them again. Opening and closing replace
  // the entry, so neither is a step of its own to go back through.
  const matches = sessionLost ? null : readMatchesTarget(params);
  const matchedListing = matches
    ? data?.items.find((item) => item.type === matches.type && item.id === matches.id)
    : undefined;
  const openMatches = (item: MyListing) =>
    setParams((current) => withMatchesTarget(current, { type: item.type, id: item.id }), { replace: true });
  const closeMatches = () => setParams((current) => withoutMatchesTarget(current), { replace: true });
  // A published copy is active: its type's tab, and a list that shows active listings.
  const runner = useOwnerActionRunner(access, (item) =>
    change({ tab: item.type, filter: view.filter === 'expired' ? 'active' : view.filter, page: 1 }),
  );

  // The spec reports load failures as a toast with "Proovi uuesti" too; the list shows the same state.
  const failed = query.isError && query.fetchStatus === 'idle';
  const failure = query.error?.message;
  const refetch = query.refetch;
  useEffect(() => {
    if (!failed) return;
    toast.error(MESSAGES.myListings.loadError, {
      id: 'my-listings-load-error',
      description: failure,
      action: { label: MESSAGES.myListings.retry, onClick: () => void refetch() },
    });
  }, [failed, failure, refetch]);

  // A page that no longer exists (the last card of the last page went away) falls back to the last one.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / MY_LISTINGS_PAGE_SIZE)) : null;
  useEffect(() => {
    if (lastPage !== null && !query.isPlaceholderData && view.page > lastPage)
      change({ page: lastPage }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change is a fresh closure on every render
  }, [lastPage, view.page, query.isPlaceholderData]);

  return (
    <Tabs.Root
      value={view.tab}
      onValueChange={(tab) => change({ tab: tab as ListingType })}
      className="flex flex-col gap-5"
    >
      <Tabs.List
        aria-label={M.typeLabel}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid sm:w-fit"
      >
        {(['cargo', 'transport'] as const).map((tab) => {
          const Icon = tab === 'cargo' ? Package : Truck;
          const count = data?.counts[tab].all;
          return (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex min-h-11 items-center justify-center gap-2 rounded-md px-2 py-1 text-sm leading-tight font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:px-5"
            >
              {/* A phone has room for the spec's names on two lines, not for the icon as well. */}
              <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              <span className="text-center">{TAB_LABELS[tab]}</span>
              {count === undefined ? (
                query.isPending && !sessionLost && <Skeleton className="h-5 w-6" />
              ) : (
                <span className="rounded-full bg-slate-200/70 px-2 text-xs font-bold text-slate-700">
                  {count}
                </span>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>

      <SegmentedControl
        label={M.statusLabel}
        value={view.filter}
        onChange={(filter) => change({ filter })}
        options={MY_FILTERS.map((filter) => ({
          value: filter,
          label: MY_FILTER_LABELS[filter],
          count: counts?.[filter],
        }))}
      />

      <Tabs.Content
        value={view.tab}
        className="flex flex-col gap-5 focus-visible:outline-none"
        aria-busy={query.isFetching || undefined}
      >
        {sessionLost ? (
          <EmptyState
            icon={LogIn}
            title={MESSAGES.auth.sessionExpired}
            hint={M.sessionHint}
            action={
              <Button onClick={() => openAuthDialog('signin')}>
                <LogIn aria-hidden="true" />
                {MESSAGES.auth.signIn}
              </Button>
            }
          />
        ) : query.isPending ? (
          <CardGridSkeleton label={MESSAGES.marketplace.loadingListings} card={CARD_SKELETON} />
        ) : query.isError && !data ? (
          <ErrorState
            title={MESSAGES.myListings.loadError}
            message={query.error?.message}
            retryLabel={MESSAGES.myListings.retry}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={EMPTY_TEXTS[view.filter].title(view.tab)}
            hint={EMPTY_TEXTS[view.filter].hint}
            action={
              view.filter !== 'expired' && (
                <Button asChild>
                  <Link to={`/?openModal=${view.tab}`}>
                    {view.tab === 'cargo' ? M.addCargo : M.addTransport}
                  </Link>
                </Button>
              )
            }
          />
        ) : (
          <>
            {query.isError && (
              <p
                role="alert"
                className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              >
                {MESSAGES.generic.refreshError}
              </p>
            )}
            <ul
              aria-label={`${TAB_LABELS[view.tab]}: ${MY_FILTER_LABELS[view.filter]}`}
              className={cn('grid gap-3 md:grid-cols-2 md:gap-4', query.isPlaceholderData && 'opacity-60')}
            >
              {data.items.map((item) => (
                <MyListingCard
                  key={item.id}
                  item={item}
                  now={now}
                  busy={runner.busyId === item.id}
                  onAction={(action) => runner.run(item, action)}
                  onShowMatches={() => openMatches(item)}
                />
              ))}
            </ul>
            <Pagination
              page={view.page}
              pageSize={MY_LISTINGS_PAGE_SIZE}
              total={data.total}
              onPageChange={(page) => change({ page })}
              label={M.pages}
            />
          </>
        )}
      </Tabs.Content>
      {runner.dialogs}
      <MatchesDialog target={matches} listing={matchedListing} onClose={closeMatches} />
    </Tabs.Root>
  );
}

const CARD_SKELETON = (
  <>
    <div className="flex justify-between">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="size-10" />
    </div>
    <Skeleton className="h-5 w-64 max-w-full" />
    <Skeleton className="h-7 w-32" />
    <Skeleton className="h-9 w-full" />
  </>
);
