import { AlertTriangle, Link2, SearchX, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { fillMessage } from '@domain/catalogue';
import type { SortValue } from '@domain/feeds';
import { MESSAGES } from '@domain/messages';
import { lastPagedPage, pageCount } from '@domain/pagination';
import type { ListingType } from '@domain/plans';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFailureToast } from '@web/lib/use-failure-toast';
import { useIsMobile } from '@web/lib/use-media-query';
import { hasAnyFilter, type FilterValues } from './home-params';
import { useListDensity } from './list-density';
import { ListingCards, ListingCardsSkeleton } from './ListingCards';
import { listingElementId, ListingTable, ListingTableSkeleton, type ListingViewProps } from './ListingTable';
import type { ListingItem } from './types';
import { isListingGone, useFeed, useListing } from './use-feed';

const WORDS = MESSAGES.marketplace;
const NOT_FOUND_MESSAGE = MESSAGES.contacts.listingNotFound;

/** A listing opened from a link (`?listing=ID&type=…`); the nonce tells two openings of one listing apart. */
export interface DeepLink {
  type: ListingType;
  id: string;
  nonce: number;
}

// The spec's highlight after arriving from a link.
const HIGHLIGHT_MS = 500;
const PINNED_PREFIX = 'pinned';
const PINNED_SECTION_ID = 'otselink';

const CAPTIONS: Record<ListingType, string> = {
  cargo: WORDS.cargoListings,
  transport: WORDS.transportOffers,
};

interface ListingFeedProps {
  type: ListingType;
  filters: FilterValues;
  page: number;
  pageSize: number;
  sort: SortValue;
  /** `replace` corrects the address without a history entry (a page that no longer exists). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
  deepLink: DeepLink | null;
  onDeepLinkSettled: () => void;
}

/**
 * Scrolls the element into view and calls `onInView` once at least half of it is on screen (or at
 * once if it already is), so a highlight is seen rather than spent during a long smooth scroll.
 * Returns the clean-up.
 */
function scrollIntoViewThen(id: string, onInView: () => void): () => void {
  const element = document.getElementById(id);
  if (!element) {
    onInView();
    return () => {};
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    onInView();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.intersectionRatio >= 0.5)) finish();
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  // A row taller than the screen never reaches half; light it up when the scroll has surely ended.
  const fallback = setTimeout(finish, 1_500);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
}

export function ListingFeed({
  type,
  filters,
  page,
  pageSize,
  sort,
  onPageChange,
  onClearFilters,
  deepLink,
  onDeepLinkSettled,
}: ListingFeedProps) {
  const isMobile = useIsMobile();
  const [density] = useListDensity();
  // The feeds answer their first 10 000 rows: an address deeper than that shows the deepest page.
  const deepest = lastPagedPage(pageSize);
  const feed = useFeed(type, filters, Math.min(page, deepest), pageSize, sort);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pinned, setPinned] = useState<{ id: string; nonce: number } | null>(null);
  const pinnedListing = useListing(pinned ? type : null, pinned?.id ?? null);
  const linked = useListing(deepLink ? type : null, deepLink?.id ?? null);
  const [scrollTarget, setScrollTarget] = useState<{ elementId: string; listingId: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // A link to a listing: open it where it is on this page, or pin it above the list when it is elsewhere
  // (another page, or outside the current filters), and draw the eye to it for a moment either way.
  const handledNonce = useRef<number | null>(null);
  useEffect(() => {
    if (!deepLink || handledNonce.current === deepLink.nonce) return;
    if (linked.isError) {
      handledNonce.current = deepLink.nonce;
      if (isListingGone(linked.error)) toast.error(NOT_FOUND_MESSAGE, { id: `listing-gone-${deepLink.id}` });
      else toast.error(MESSAGES.feeds.loadError, { id: `listing-error-${deepLink.id}` });
      onDeepLinkSettled();
      return;
    }
    if (!linked.data || !feed.data || feed.isPlaceholderData) return;
    handledNonce.current = deepLink.nonce;
    const onPage = feed.data.items.some((item) => item.id === deepLink.id);
    setPinned(onPage ? null : { id: deepLink.id, nonce: deepLink.nonce });
    setExpanded((current) => new Set(current).add(deepLink.id));
    setScrollTarget({
      elementId: onPage ? listingElementId(deepLink.id) : PINNED_SECTION_ID,
      listingId: deepLink.id,
    });
    onDeepLinkSettled();
  }, [
    deepLink,
    linked.data,
    linked.isError,
    linked.error,
    feed.data,
    feed.isPlaceholderData,
    onDeepLinkSettled,
  ]);

  // Once the opened row (or the pinned copy) is rendered, scroll there; the spec's 500 ms highlight
  // starts when it has arrived on screen.
  useEffect(() => {
    if (!scrollTarget) return;
    return scrollIntoViewThen(scrollTarget.elementId, () => {
      setHighlighted(scrollTarget.listingId);
      setScrollTarget(null);
    });
  }, [scrollTarget]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  // A pinned listing that went away (expired, removed) leaves with a word rather than silently.
  useEffect(() => {
    if (pinned && pinnedListing.isError && isListingGone(pinnedListing.error)) {
      toast.error(NOT_FOUND_MESSAGE, { id: `listing-gone-${pinned.id}` });
      setPinned(null);
    }
  }, [pinned, pinnedListing.isError, pinnedListing.error]);

  // One toast per failure, with the retry the spec asks for; the inline panel below offers the same.
  const { refetch } = feed;
  const retry = useCallback(() => void refetch(), [refetch]);
  useFailureToast(
    `feed-error-${type}`,
    {
      isError: feed.isError,
      errorUpdatedAt: feed.errorUpdatedAt,
      hasData: feed.data !== undefined && !feed.isPlaceholderData,
    },
    retry,
  );

  useEffect(() => {
    if (page > deepest) onPageChange(deepest, { replace: true });
  }, [page, deepest, onPageChange]);

  // A shared link to page 40 of a list that has since shrunk lands on its last page instead of nothing.
  const data = feed.data;
  useEffect(() => {
    if (!data || feed.isPlaceholderData || data.items.length > 0 || page <= 1) return;
    const last = pageCount(data.total, pageSize);
    if (last >= 1 && last < page) onPageChange(last, { replace: true });
  }, [data, feed.isPlaceholderData, page, pageSize, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(next);
    const top = listTop.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) listTop.current?.scrollIntoView({ block: 'start' });
  };

  const View = isMobile ? ListingCards : ListingTable;
  const viewProps = (items: ListingItem[]): Omit<ListingViewProps, 'caption' | 'firstNumber'> => ({
    type,
    items,
    expanded,
    onToggle: toggle,
    highlightedId: highlighted,
    density,
  });

  let body;
  if (feed.isError && !data) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-2 font-medium">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          {MESSAGES.feeds.loadError}
        </p>
        <Button variant="outline" onClick={retry} disabled={feed.isFetching}>
          {MESSAGES.feeds.retry}
        </Button>
      </div>
    );
  } else if (!data) {
    // The stylesheet picks cards or table at the same 768 px as useIsMobile, so the static copy of
    // this state in index.html, written before the screen's width is known, carries the right one.
    body = (
      <>
        <div className="md:hidden">
          <ListingCardsSkeleton type={type} count={Math.min(pageSize, 4)} />
        </div>
        <div className="hidden md:block">
          {/* The compact table's rows fill a screen as its listings will. */}
          <ListingTableSkeleton
            type={type}
            rows={Math.min(pageSize, density === 'compact' ? 16 : 8)}
            density={density}
          />
        </div>
      </>
    );
  } else if (data.items.length === 0) {
    const narrowed = hasAnyFilter(filters);
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-lg font-semibold text-slate-900">
          {narrowed ? WORDS.emptyFiltered : WORDS.emptyFeed}
        </p>
        {narrowed && (
          <Button variant="outline" onClick={onClearFilters}>
            {WORDS.clearFilters}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <div
        aria-busy={feed.isFetching || undefined}
        className={cn('transition-opacity', feed.isPlaceholderData && 'opacity-60')}
      >
        <View {...viewProps(data.items)} caption={CAPTIONS[type]} firstNumber={(page - 1) * pageSize + 1} />
      </div>
    );
  }

  const pinnedItem = pinned ? pinnedListing.data : undefined;

  return (
    <div className="flex flex-col gap-4" data-feed={type}>
      {pinnedItem && (
        <section
          id={PINNED_SECTION_ID}
          aria-label={WORDS.directLink}
          className="flex scroll-mt-24 flex-col gap-3 rounded-xl border-2 border-brand-300 bg-brand-50 p-3 sm:p-4"
          data-pinned-listing={pinnedItem.id}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
              <Link2 aria-hidden="true" className="size-4" />
              {WORDS.directLink}
              <span className="font-normal text-brand-900">– {WORDS.directLinkNote}</span>
            </p>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-brand-800"
              aria-label={WORDS.closeDirectLink}
              onClick={() => setPinned(null)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          <View
            {...viewProps([pinnedItem])}
            caption={WORDS.directLinkListing}
            firstNumber={1}
            hideNumbers
            idPrefix={PINNED_PREFIX}
          />
        </section>
      )}
      <div ref={listTop} className="scroll-mt-20" data-feed-list={type}>
        {body}
      </div>
      {data && data.items.length > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.total}
          totalIsLowerBound={data.totalIsLowerBound}
          maxPage={deepest}
          onPageChange={changePage}
          label={fillMessage(WORDS.listPages, { list: CAPTIONS[type] })}
        />
      )}
    </div>
  );
}
