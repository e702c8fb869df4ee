import { BookUser, Building2, Package, Search, SearchX, Truck } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import type { OpenedContact } from '@domain/contract/contacts';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { CardGridSkeleton } from '@web/components/CardGridSkeleton';
import { ListingStateBadge } from '@web/components/ListingStateBadge';
import { Pagination } from '@web/components/Pagination';
import { RouteLine } from '@web/components/RouteLine';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { ContactLines } from '@web/features/contacts';
import { cn } from '@web/lib/cn';
import { countryText } from '@web/lib/listing-display';
import { useDebouncedInput } from '@web/lib/use-debounced-input';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useMyContacts } from './my-contacts-api';

const M = ACCOUNT_MESSAGES.myContacts;
const PAGE_SIZE = 25;

const OPENED: Record<OpenedContact['method'], string> = {
  free_credit: M.opened.free_credit,
  stripe: M.opened.stripe,
  demo: M.opened.stripe,
  admin: M.opened.admin,
};

/**
 * /minu-kontaktid for a signed-in user: every contact opened with a credit, bought or granted, as it
 * was then, the latest first; the search and the page are in the address.
 */
export function MyContactsScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = useCallback(
    (next: { q?: string; page?: number }) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        return out;
      }),
    [setParams],
  );
  const search = useDebouncedInput(
    q,
    useCallback((text: string) => change({ q: text }), [change]),
  );
  const query = useMyContacts(q, page, PAGE_SIZE);
  const data = query.data;

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MESSAGES.nav.myContacts}</h1>
        <p className="text-slate-700">{M.lead}</p>
      </div>
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label={M.search}
          placeholder={M.searchPlaceholder}
          value={search.text}
          maxLength={100}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          className="pl-9"
        />
      </div>
      <div className="flex flex-col gap-5" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <CardGridSkeleton label={MESSAGES.generic.loading} card={CONTACT_SKELETON} />
        ) : query.isError && !data ? (
          <ErrorState
            title={M.loadError}
            message={query.error?.message}
            retryLabel={MESSAGES.generic.retry}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !data || data.items.length === 0 ? (
          q ? (
            <EmptyState icon={SearchX} title={M.noMatch} />
          ) : (
            <EmptyState
              icon={BookUser}
              title={M.empty}
              hint={M.emptyHint}
              action={
                <Button asChild>
                  <Link to="/">{ACCOUNT_MESSAGES.watchlist.toFeed}</Link>
                </Button>
              }
            />
          )
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
              aria-label={MESSAGES.nav.myContacts}
              className={cn('grid gap-3 md:grid-cols-2 md:gap-4', query.isPlaceholderData && 'opacity-60')}
            >
              {data.items.map((item) => (
                <ContactCard key={`${item.type}-${item.id}`} item={item} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={(next) => change({ page: next })}
              label={M.pages}
            />
          </>
        )}
      </div>
    </>
  );
}

function ContactCard({ item }: { item: OpenedContact }) {
  const lookup = useLookupLabels();
  const isCompany = item.type === 'company';
  const TypeIcon = item.type === 'cargo' ? Package : item.type === 'transport' ? Truck : Building2;
  const typeLabel =
    item.type === 'cargo'
      ? MESSAGES.listingFields.cargo
      : item.type === 'transport'
        ? MESSAGES.listingFields.transport
        : M.company;
  const title =
    item.title &&
    (item.type === 'cargo' ? lookup('cargoTypes', item.title) : lookup('trailerTypes', item.title));

  return (
    <li
      data-opened-contact={item.id}
      data-state={item.state ?? undefined}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={item.type === 'cargo' ? 'brand' : 'neutral'}>
          <TypeIcon aria-hidden="true" />
          {typeLabel}
        </Badge>
        {item.state && <ListingStateBadge state={item.state} />}
      </div>
      {!isCompany && item.originCity && item.destinationCity && (
        <p>
          <RouteLine
            from={{ city: item.originCity, country: item.originCountry && countryText(item.originCountry) }}
            to={{
              city: item.destinationCity,
              country: item.destinationCountry && countryText(item.destinationCountry),
            }}
          />
        </p>
      )}
      {title && (
        <p className="text-sm text-slate-700">
          {title}
          {item.date && ` · ${formatDate(item.date)}`}
        </p>
      )}
      <div className="rounded-lg border border-green-200 bg-green-50/60 p-3">
        <ContactLines contact={item.contact} />
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          {fillMessage(OPENED[item.method], { date: formatDate(item.openedAt) })}
        </p>
        {item.state === 'live' && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/?listing=${item.id}&type=${item.type}`}>{ACCOUNT_MESSAGES.watchlist.open}</Link>
          </Button>
        )}
      </div>
    </li>
  );
}

const CONTACT_SKELETON = (
  <>
    <Skeleton className="h-6 w-20" />
    <Skeleton className="h-5 w-64 max-w-full" />
    <Skeleton className="h-20 w-full" />
    <Skeleton className="h-4 w-40" />
  </>
);
