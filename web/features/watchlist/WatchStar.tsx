import { Star } from 'lucide-react';
import { useMemo } from 'react';
import { fillMessage } from '@domain/catalogue';
import type { ListingType } from '@domain/plans';
import { MESSAGES } from '@domain/messages';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { routeText, type RouteFields } from '@web/lib/listing-display';
import { toast } from '@web/lib/toast';
import { useWatchedIds, useWatchToggle } from './watchlist-api';

type StarItem = RouteFields & { id: string; type: ListingType };

/** What every star of one list needs, read once by the list rather than by each of its rows. */
export interface WatchStars {
  signedIn: boolean;
  /** While the session or the watched ids are on their way, a star cannot tell what it is. */
  disabled: boolean;
  isWatched: (item: StarItem) => boolean;
  toggle: (item: StarItem) => void;
}

/**
 * The stars of a feed (its table or its cards): the watched ids and the toggle, once per list. A
 * visitor's star opens the sign-in dialog. A star changes at once; a refusal (the list is full,
 * the listing is gone) puts it back and says why.
 */
export function useWatchStars(): WatchStars {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const ids = useWatchedIds();
  const toggle = useWatchToggle();
  const watched = useMemo(
    () =>
      new Set([
        ...(ids.data?.cargo ?? []).map((id) => `cargo:${id}`),
        ...(ids.data?.transport ?? []).map((id) => `transport:${id}`),
      ]),
    [ids.data],
  );
  const signedIn = status === 'signedIn';
  const isWatched = (item: StarItem) => watched.has(`${item.type}:${item.id}`);

  return {
    signedIn,
    disabled: status === 'loading' || (signedIn && ids.isPending),
    isWatched,
    toggle: (item) => {
      if (!signedIn) {
        toast.info(MESSAGES.watchlist.signInToWatch, { id: 'watch-sign-in' });
        openAuthDialog('signin');
        return;
      }
      const watch = !isWatched(item);
      toggle.mutate(
        { type: item.type, id: item.id, watch },
        {
          onSuccess: () =>
            toast.success(watch ? MESSAGES.watchlist.added : MESSAGES.watchlist.removed, { id: 'watch' }),
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong, {
              id: 'watch',
            }),
        },
      );
    },
  };
}

/** The star on every listing: watch it, or stop watching it (the list is "Jälgitavad"). */
export function WatchStar({
  item,
  stars,
  className,
}: {
  item: StarItem;
  stars: WatchStars;
  className?: string;
}) {
  const watched = stars.isWatched(item);
  const label = fillMessage(watched ? MESSAGES.watchlist.unwatch : MESSAGES.watchlist.watch, {
    route: routeText(item),
  });

  return (
    <button
      type="button"
      aria-pressed={stars.signedIn ? watched : undefined}
      aria-label={label}
      title={label}
      data-watched={watched}
      disabled={stars.disabled}
      onClick={() => stars.toggle(item)}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
        className,
      )}
    >
      <Star
        aria-hidden="true"
        className={cn('size-5', watched ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
      />
    </button>
  );
}
