import { useQueryClient } from '@tanstack/react-query';
import { Package, Star, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import type { WatchEntry } from '@domain/contract/watchlist';
import { listingEventSchema } from '@domain/contract/events';
import { formatDate } from '@domain/format';
import type { WatchState } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { CardGridSkeleton } from '@web/components/CardGridSkeleton';
import { ListingStateBadge } from '@web/components/ListingStateBadge';
import { Pagination } from '@web/components/Pagination';
import { RouteLine } from '@web/components/RouteLine';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { useAuth } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useEventStream } from '@web/lib/event-stream';
import { routeEnds, routeText } from '@web/lib/listing-display';
import { toast } from '@web/lib/toast';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useWatchlist, useWatchToggle, WATCHLIST_QUERY_ROOT } from './watchlist-api';

const M = ACCOUNT_MESSAGES.watchlist;
const PAGE_SIZE = 25;

/**
 * /jalgitavad for a signed-in user: the watched listings, the latest watched first, each with what
 * became of it. A change to one of them on the live stream refetches the list at once and says
 * what changed (a toast, and the badge); the list also refetches every minute for what the stream
 * missed.
 */
export function WatchlistScreen() {
  const [page, setPage] = useState(1);
  const query = useWatchlist(page, PAGE_SIZE);
  const data = query.data;
  useLiveWatchlist(data?.items);

  // A page emptied by removing its last entries shows the one before it.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / PAGE_SIZE)));
  }, [data, page]);

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MESSAGES.nav.watchlist}</h1>
        <p className="text-slate-700">{M.lead}</p>
      </div>
      <div className="flex flex-col gap-5" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <CardGridSkeleton label={MESSAGES.generic.loading} card={ENTRY_SKELETON} />
        ) : query.isError && !data ? (
          <ErrorState
            title={M.loadError}
            message={query.error?.message}
            retryLabel={MESSAGES.generic.retry}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !data || data.total === 0 ? (
          <EmptyState
            icon={Star}
            title={M.empty}
            action={
              <Button asChild>
                <Link to="/">{M.toFeed}</Link>
              </Button>
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
              aria-label={MESSAGES.nav.watchlist}
              className={cn('grid gap-3 md:grid-cols-2 md:gap-4', query.isPlaceholderData && 'opacity-60')}
            >
              {data.items.map((entry) => (
                <WatchCard key={`${entry.listingType}-${entry.listingId}`} entry={entry} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              label={MESSAGES.nav.watchlist}
            />
          </>
        )}
      </div>
    </>
  );
}

/**
 * Refetches the list when the live stream says one of its listings changed or left the feeds, and
 * tells the user what became of it (comparing each entry's state with the one shown before).
 */
function useLiveWatchlist(entries: WatchEntry[] | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const shown = useRef(new Map<string, WatchState>());

  useEffect(() => {
    if (!entries) return;
    const before = shown.current;
    const now = new Map(entries.map((entry) => [entry.listingId, entry.state]));
    for (const entry of entries) {
      const was = before.get(entry.listingId);
      if (was && was !== entry.state) {
        toast.info(fillMessage(M.changed[entry.state], { route: routeText(entry) }), {
          id: `watch-${entry.listingId}`,
        });
      }
    }
    shown.current = now;
  }, [entries]);

  useEventStream(user?.id ?? null, {
    listing: (raw) => {
      const parsed = listingEventSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      const id = parsed.data.op === 'remove' ? parsed.data.id : parsed.data.item.id;
      if (shown.current.has(id)) void queryClient.invalidateQueries({ queryKey: [WATCHLIST_QUERY_ROOT] });
    },
  });
}

function WatchCard({ entry }: { entry: WatchEntry }) {
  const lookup = useLookupLabels();
  const remove = useWatchToggle();
  const { from, to } = routeEnds(entry);
  const TypeIcon = entry.listingType === 'cargo' ? Package : Truck;
  const title =
    entry.listingType === 'cargo' ? lookup('cargoTypes', entry.title) : lookup('trailerTypes', entry.title);
  const route = routeText(entry);

  const onRemove = () =>
    remove.mutate(
      { type: entry.listingType, id: entry.listingId, watch: false },
      {
        onSuccess: () => toast.success(MESSAGES.watchlist.removed, { id: 'watch' }),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong),
      },
    );

  return (
    <li
      data-watch-entry={entry.listingId}
      data-state={entry.state}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={entry.listingType === 'cargo' ? 'brand' : 'neutral'}>
          <TypeIcon aria-hidden="true" />
          {entry.listingType === 'cargo' ? MESSAGES.listingFields.cargo : MESSAGES.listingFields.transport}
        </Badge>
        <ListingStateBadge state={entry.state} />
      </div>
      <p className={cn(entry.state !== 'live' && 'opacity-80')}>
        <RouteLine from={from} to={to} />
      </p>
      <p className="text-sm text-slate-700">
        {title}
        {entry.date && ` · ${formatDate(entry.date)}`}
      </p>
      <p className="text-xs text-slate-500">
        {fillMessage(M.watchedSince, { date: formatDate(entry.watchedAt) })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {entry.state === 'live' && entry.item && (
          <Button asChild size="sm">
            <Link to={`/?listing=${entry.listingId}&type=${entry.listingType}`}>{M.open}</Link>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-label={fillMessage(M.removeLabel, { route })}
          disabled={remove.isPending}
          onClick={onRemove}
        >
          <Star aria-hidden="true" className="fill-amber-400 text-amber-500" />
          {ACCOUNT_MESSAGES.routes.remove}
        </Button>
      </div>
    </li>
  );
}

const ENTRY_SKELETON = (
  <>
    <div className="flex justify-between">
      <Skeleton className="h-6 w-20" />
      <Skeleton className="h-6 w-16" />
    </div>
    <Skeleton className="h-5 w-64 max-w-full" />
    <Skeleton className="h-4 w-40" />
    <Skeleton className="h-8 w-32" />
  </>
);
