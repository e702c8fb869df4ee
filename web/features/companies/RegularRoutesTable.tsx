import { ChevronDown, Lock, LockOpen, Route as RouteIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGES } from '@domain/messages';
import type { ContactAccess } from '@domain/plans';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { CompanyContactCell } from '@web/features/contacts';
import { cn } from '@web/lib/cn';
import type { LabelOf } from '@web/lib/listing-display';
import { useFailureToast } from '@web/lib/use-failure-toast';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useIsMobile } from '@web/lib/use-media-query';
import { LOCKED_CONTACT_LABEL, OPEN_CONTACT_LABEL } from './company-display';
import { RouteText } from './company-parts';
import { EmptyState, LoadError, RefreshError } from './list-states';
import { ROUTES_PAGE_SIZE, type RegularRouteRow } from './regular-routes';
import { useRegularRoutes } from './use-regular-routes';

const LABELS = {
  route: MESSAGES.listingFields.route,
  frequency: MESSAGES.companies.frequency,
  capacity: MESSAGES.listingFields.capacity,
  trailerType: MESSAGES.listingFields.trailerType,
  info: MESSAGES.marketplace.fields.info,
  more: MESSAGES.companies.more,
  less: MESSAGES.marketplace.hideDetails,
} as const;

/**
 * The spec's regular-routes table (route, frequency, capacity, transport type, info): the directory
 * companies' regular routes, searched by `q` and paged by the server. A table from 768 px up, cards below.
 */
export function RegularRoutesTable({ q }: { q?: string }) {
  const isDesktop = !useIsMobile();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The page goes back to 1 whenever the search changes (spec section 2).
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const query = useRegularRoutes(q, page);
  const labels = useLookupLabels();

  useFailureToast(
    'regular-routes-error',
    { isError: query.isError, errorUpdatedAt: query.errorUpdatedAt, hasData: query.data !== undefined },
    () => void query.refetch(),
  );

  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (query.data === undefined) {
    return query.isError ? (
      <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <RoutesSkeleton desktop={isDesktop} />
    );
  }

  const rows = query.data.items;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={RouteIcon}
        title={MESSAGES.companies.routesEmpty}
        hint={(q ?? '').trim() ? MESSAGES.companies.routesSearchHint : MESSAGES.companies.routesEmptyHint}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {query.isError && <RefreshError onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {isDesktop ? (
        <RoutesTable rows={rows} labels={labels} expanded={expanded} onToggle={toggle} />
      ) : (
        <ul aria-label={MESSAGES.companies.routes} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.key}>
              <RouteCard row={row} labels={labels} expanded={expanded.has(row.key)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.data.page}
        pageSize={ROUTES_PAGE_SIZE}
        total={query.data.total}
        onPageChange={(next) => setPaging({ q, page: next })}
        label={MESSAGES.companies.routesPages}
      />
    </div>
  );
}

function RoutesTable({
  rows,
  labels,
  expanded,
  onToggle,
}: {
  rows: RegularRouteRow[];
  labels: LabelOf;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  return (
    <Card className="relative overflow-x-auto">
      <table className="w-full min-w-[720px] table-fixed text-left text-sm">
        <caption className="sr-only">{MESSAGES.companies.routes}</caption>
        <colgroup>
          <col className="w-[26%]" />
          <col className="w-[14%]" />
          <col className="w-[11%]" />
          <col className="w-[17%]" />
          <col className="w-[32%]" />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {/* The capacity's header breaks at its soft hyphens ("Грузо-подъём-ность" in 11 %). */}
            {[
              LABELS.route,
              LABELS.frequency,
              MESSAGES.companies.capacityHeader,
              LABELS.trailerType,
              LABELS.info,
            ].map((label) => (
              <th key={label} scope="col" className="px-4 py-3 hyphens-manual [overflow-wrap:anywhere]">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <RouteRows
            key={row.key}
            row={row}
            labels={labels}
            expanded={expanded.has(row.key)}
            onToggle={onToggle}
          />
        ))}
      </table>
    </Card>
  );
}

function RouteRows({
  row,
  labels,
  expanded,
  onToggle,
}: {
  row: RegularRouteRow;
  labels: LabelOf;
  expanded: boolean;
  onToggle: (key: string) => void;
}) {
  const detailsId = useId();
  return (
    <tbody className="border-b border-slate-200 last:border-b-0">
      <tr className={cn('align-middle', expanded ? 'bg-brand-50/40' : 'hover:bg-slate-50/70')}>
        <td className="px-4 py-3.5 font-medium text-slate-900">
          <RouteText route={row.route} />
        </td>
        <td className="px-4 py-3.5 text-slate-700">{row.frequency ?? '–'}</td>
        <td className="px-4 py-3.5 text-slate-700 tabular-nums">{row.capacity ?? '–'}</td>
        <td className="px-4 py-3.5 text-slate-700">
          {row.trailerType ? labels('trailerTypes', row.trailerType) : '–'}
        </td>
        <td className="px-4 py-2.5">
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <ContactStateIcon access={row.contactAccess} />
              <span className="min-w-0 break-words text-slate-800">{row.companyName}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="size-9 shrink-0 px-0"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={() => onToggle(row.key)}
            >
              <span className="sr-only">
                {expanded ? LABELS.less : LABELS.more}: {row.route}, {row.companyName}
              </span>
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', expanded && 'rotate-180')}
              />
            </Button>
          </div>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="bg-brand-50/40">
          <td colSpan={5} className="px-4 pt-0 pb-4">
            <RouteDetails row={row} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

// A phone shows many routes one under another, so a card keeps to three short lines.
function RouteCard({
  row,
  labels,
  expanded,
  onToggle,
}: {
  row: RegularRouteRow;
  labels: LabelOf;
  expanded: boolean;
  onToggle: (key: string) => void;
}) {
  const headingId = useId();
  const detailsId = useId();
  const facts = [
    { label: LABELS.frequency, value: row.frequency },
    { label: LABELS.capacity, value: row.capacity },
    { label: LABELS.trailerType, value: row.trailerType ? labels('trailerTypes', row.trailerType) : null },
  ].flatMap(({ label, value }) => (value ? [{ label, value }] : []));
  return (
    <Card className="p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <RouteText route={row.route} />
        </h3>
        {facts.length > 0 && (
          <dl className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
            {facts.map((fact, index) => (
              <div key={fact.label} className="flex items-center gap-x-1.5">
                {index > 0 && (
                  <span aria-hidden="true" className="text-slate-400">
                    ·
                  </span>
                )}
                <dt className="sr-only">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
            <ContactStateIcon access={row.contactAccess} />
            <span className="min-w-0 break-words">{row.companyName}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onToggle(row.key)}
          >
            {expanded ? MESSAGES.companies.hide : MESSAGES.companies.contact}
            <span className="sr-only">
              : {row.route}, {row.companyName}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', expanded && 'rotate-180')}
            />
          </Button>
        </div>
        {expanded && (
          <div id={detailsId}>
            <RouteDetails row={row} />
          </div>
        )}
      </article>
    </Card>
  );
}

function RouteDetails({ row }: { row: RegularRouteRow }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <p className="text-slate-700">
        {MESSAGES.companies.carrier}: <span className="font-semibold text-slate-900">{row.companyName}</span>
      </p>
      <CompanyContactCell
        companyId={row.companyId}
        companyName={row.companyName}
        access={row.contactAccess}
        contact={row.contact}
      />
    </div>
  );
}

function ContactStateIcon({ access }: { access: ContactAccess }) {
  const locked = access === 'locked';
  const Icon = locked ? Lock : LockOpen;
  const label = locked ? LOCKED_CONTACT_LABEL : OPEN_CONTACT_LABEL;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
        locked
          ? 'bg-slate-100 text-slate-500 ring-slate-200'
          : 'bg-emerald-50 text-emerald-700 ring-emerald-200',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
    </span>
  );
}

function RoutesSkeleton({ desktop }: { desktop: boolean }) {
  const rows = [0, 1, 2, 3, 4, 5];
  return (
    <div role="status" aria-label={MESSAGES.companies.routesLoading}>
      {desktop ? (
        <Card className="overflow-hidden">
          <div className="border-b border-slate-200 bg-slate-50 px-4 py-3">
            <Skeleton className="h-4 w-1/2" />
          </div>
          {rows.map((row) => (
            <div
              key={row}
              className="grid grid-cols-[26%_14%_11%_17%_32%] items-center border-b border-slate-100 last:border-b-0"
            >
              <div className="px-4 py-4">
                <Skeleton className="h-4 w-3/4" />
              </div>
              <div className="px-4 py-4">
                <Skeleton className="h-4 w-2/3" />
              </div>
              <div className="px-4 py-4">
                <Skeleton className="h-4 w-1/2" />
              </div>
              <div className="px-4 py-4">
                <Skeleton className="h-4 w-2/3" />
              </div>
              <div className="flex items-center gap-2 px-4 py-4">
                <Skeleton className="size-7 rounded-full" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
          ))}
        </Card>
      ) : (
        <div className="flex flex-col gap-3">
          {rows.slice(0, 3).map((row) => (
            <Card key={row} className="gap-3 p-4">
              <Skeleton className="h-5 w-2/3" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
              </div>
              <Skeleton className="h-4 w-1/2" />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
