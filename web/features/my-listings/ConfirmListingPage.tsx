import { useMutation, useQuery } from '@tanstack/react-query';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { confirmedListingSchema, type ConfirmedListing } from '@domain/contract/my-listings';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { SITE_PAGES } from '@domain/site-pages';
import { OutcomeBadge } from '@web/components/OutcomeBadge';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { apiGet, apiSend, ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';

const C = ACCOUNT_MESSAGES.confirmListing;

/**
 * /kuulutus/kinnita?token=…: where a reminder mail's "still available" link leads. It asks before
 * confirming, because mail scanners open links by themselves; the button posts the signed token
 * (no sign-in needed). It reads the listing first (a GET changes nothing) to say which offer it
 * asks about; a listing that no longer runs, or a token that is not ours, says so at once and
 * offers Minu kuulutused.
 */
export function ConfirmListingPage() {
  useDocumentTitle(C.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const path = `/api/listings/confirm?token=${encodeURIComponent(token)}`;
  // What the link names, read first: the page says which offer it asks about, or why it cannot.
  const listing = useQuery({
    queryKey: ['confirm-link', token],
    queryFn: () => apiGet(path, confirmedListingSchema),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => apiSend('POST', path, undefined, confirmedListingSchema),
  });
  const error = confirm.error ?? listing.error;
  // A 4xx says why (not ours, deleted, no longer running); a failure to reach us can be tried again.
  const status = error instanceof ApiError ? error.status : null;
  const invalid = token === '' || status === 400;
  const refusal = invalid
    ? MESSAGES.listings.confirmLinkInvalid
    : status !== null && status < 500
      ? error!.message
      : listing.data && !listing.data.running
        ? MESSAGES.listings.confirmNotActive
        : null;
  const shown = confirm.data ?? listing.data;
  const state = confirm.isSuccess ? 'done' : refusal ? 'refused' : listing.isPending ? 'loading' : 'asking';

  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card
        className="w-full max-w-lg items-center gap-4 px-6 py-10 text-center"
        data-confirm-state={state}
        aria-busy={state === 'loading' || undefined}
      >
        {state === 'done' && confirm.data ? (
          <>
            <OutcomeBadge tone="success" icon={BadgeCheck} />
            <h1 className="text-2xl font-bold text-slate-900">{C.doneTitle}</h1>
            <p className="text-slate-600">
              {fillMessage(C.doneText, {
                route: routeOf(confirm.data),
                date: formatDateTime(confirm.data.confirmedAt),
              })}
            </p>
            <Actions />
          </>
        ) : state === 'refused' ? (
          <>
            <OutcomeBadge tone="error" icon={BadgeCheck} />
            <h1 className="text-2xl font-bold text-slate-900">{C.title}</h1>
            {shown && <p className="font-semibold text-slate-900">{routeOf(shown)}</p>}
            <p role="alert" className="text-slate-700">
              {refusal}
            </p>
            <Actions />
          </>
        ) : (
          <>
            <OutcomeBadge tone="neutral" icon={BadgeCheck} />
            <h1 className="text-2xl font-bold text-slate-900">{C.title}</h1>
            {shown ? (
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-slate-900">{routeOf(shown)}</p>
                <p className="text-sm text-slate-600">
                  {ACCOUNT_MESSAGES.myListings.confirmedLabel} {formatDateTime(shown.confirmedAt)}
                </p>
              </div>
            ) : (
              // The route's line while it loads, so the question and the button do not move.
              <div aria-hidden="true" className="flex h-[2.875rem] flex-col items-center gap-2">
                <span className="h-5 w-56 animate-pulse rounded bg-slate-200" />
                <span className="h-4 w-40 animate-pulse rounded bg-slate-100" />
              </div>
            )}
            <p className="text-slate-600">{C.question}</p>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error.message || MESSAGES.generic.unknown}
              </p>
            )}
            <Button
              size="lg"
              onClick={() => confirm.mutate()}
              disabled={confirm.isPending || state === 'loading'}
            >
              {confirm.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {C.confirm}
            </Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

const routeOf = (listing: ConfirmedListing) => `${listing.originCity} → ${listing.destinationCity}`;

function Actions() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button asChild variant="outline">
        <Link to={SITE_PAGES.myListings.path}>{MESSAGES.nav.myListings}</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">{ACCOUNT_MESSAGES.unsubscribe.home}</Link>
      </Button>
    </div>
  );
}
