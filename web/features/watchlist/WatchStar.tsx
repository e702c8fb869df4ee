import { Star } from 'lucide-react';
import { fillMessage } from '@domain/catalogue';
import type { ListingType } from '@domain/plans';
import { MESSAGES } from '@domain/messages';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { routeText, type RouteFields } from '@web/lib/listing-display';
import { toast } from '@web/lib/toast';
import { useWatchedIds, useWatchToggle } from './watchlist-api';

interface WatchStarProps {
  type: ListingType;
  item: RouteFields & { id: string };
  className?: string;
}

/**
 * The star on every listing: watch it, or stop watching it (the list is "Jälgitavad"). A visitor's
 * star opens the sign-in dialog. The star changes at once; a refusal (the list is full, the
 * listing is gone) puts it back and says why.
 */
export function WatchStar({ type, item, className }: WatchStarProps) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const ids = useWatchedIds();
  const toggle = useWatchToggle();
  const watched = ids.data?.[type].includes(item.id) ?? false;
  const route = routeText(item);

  const onClick = () => {
    if (status !== 'signedIn') {
      toast.info(MESSAGES.watchlist.signInToWatch, { id: 'watch-sign-in' });
      openAuthDialog('signin');
      return;
    }
    const watch = !watched;
    toggle.mutate(
      { type, id: item.id, watch },
      {
        onSuccess: () =>
          toast.success(watch ? MESSAGES.watchlist.added : MESSAGES.watchlist.removed, { id: 'watch' }),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong, {
            id: 'watch',
          }),
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={status === 'signedIn' ? watched : undefined}
      aria-label={fillMessage(watched ? MESSAGES.watchlist.unwatch : MESSAGES.watchlist.watch, { route })}
      title={fillMessage(watched ? MESSAGES.watchlist.unwatch : MESSAGES.watchlist.watch, { route })}
      data-watched={watched}
      disabled={status === 'loading' || (status === 'signedIn' && ids.isPending)}
      onClick={onClick}
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
