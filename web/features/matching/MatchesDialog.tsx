import { LoaderCircle, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { fillMessage } from '@domain/catalogue';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@web/components/ui/dialog';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { routeName } from '@web/features/listings';
import type { RouteFields } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useLiveMatches, useMatchedListing, useMatches } from './matches-api';
import type { MatchesTarget } from './matches-params';
import { MatchCard, MatchCardsSkeleton } from './MatchCard';
import { matchCountText, matchTexts } from './match-texts';

const M = ACCOUNT_MESSAGES.matching;

export interface MatchesDialogProps {
  /** The user's own listing whose matches are open; null when closed. */
  target: MatchesTarget | null;
  /** That listing's route when the page has it; otherwise the dialog asks for the listing. */
  listing?: RouteFields | null;
  onClose: () => void;
}

/**
 * The matches of one of the user's listings: loads for a truck, trucks for a load (GET
 * /api/listings/{type}/{id}/matches), the nearest first, ten at a time. A sheet on a phone.
 */
export function MatchesDialog({ target, listing, onClose }: MatchesDialogProps) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" sheet data-testid="matches-dialog">
        {target && <Matches key={`${target.type}-${target.id}`} target={target} listing={listing ?? null} />}
      </DialogContent>
    </Dialog.Root>
  );
}

function Matches({ target, listing }: { target: MatchesTarget; listing: RouteFields | null }) {
  const texts = matchTexts(target.type);
  const lookup = useLookupLabels();
  const own = useMatchedListing(target, listing === null);
  const route = listing ?? own.data ?? null;
  const query = useMatches(target);
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const shownIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  useLiveMatches(target, shownIds);
  const last = pages?.at(-1);
  const countText = last ? matchCountText(target.type, last.total) : '';

  return (
    <>
      <DialogHeader title={route ? fillMessage(texts.title, { route: routeName(route) }) : texts.label} />
      <DialogBody className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
        {/* The rule scrolls away with the list: in the header it would hold a phone's screen. */}
        <Dialog.Description className="text-sm text-slate-600">{texts.lead}</Dialog.Description>
        {query.isPending ? (
          <MatchCardsSkeleton />
        ) : query.isError && !query.data ? (
          <ErrorState
            title={M.loadError}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={SearchX} title={texts.empty} hint={M.emptyHint} />
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-700" aria-live="polite" data-match-count>
              {countText}
            </p>
            {query.isRefetchError && (
              <p
                role="alert"
                className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              >
                {MESSAGES.generic.refreshError}
              </p>
            )}
            <ul aria-label={texts.label} className="flex flex-col gap-3">
              {items.map((item) => (
                <MatchCard key={item.id} item={item} ownType={target.type} lookup={lookup} />
              ))}
            </ul>
            {query.isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-700">
                {M.moreError}
              </p>
            )}
            {query.hasNextPage && (
              <Button
                variant="outline"
                wrap
                className="w-full sm:w-auto sm:self-center"
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage || undefined}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {M.showMore}
              </Button>
            )}
          </>
        )}
      </DialogBody>
    </>
  );
}
