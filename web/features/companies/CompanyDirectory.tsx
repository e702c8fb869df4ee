import { ChevronDown, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pageCount } from '@domain/pagination';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { CompanyContactCell } from '@web/features/contacts/CompanyContactCell';
import { Pagination } from '@web/features/marketplace/Pagination';
import { useIsMobile } from '@web/features/marketplace/use-media-query';
import { cn } from '@web/lib/cn';
import {
  CARD_REGION_LIMIT,
  CARD_ROUTE_LIMIT,
  CARD_TRANSPORT_LIMIT,
  companyFacts,
  EMPTY_TITLE,
  hasActiveFilters,
  lookupLabel,
  TABLE_LIMIT,
} from './company-display';
import { CompanyAvatar, OwnBadge, RouteList, RouteText, Tag, TagList } from './company-parts';
import { EmptyState, LoadError, RefreshError } from './list-states';
import { useCompanies, type CompanyItem } from './use-companies';

export interface CompanyDirectoryProps {
  q: string;
  region?: string;
  specialty?: string;
  transportType?: string;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
}

const LABELS = {
  company: 'Ettevõte',
  transportTypes: 'Transpordiliigid',
  routes: 'Regulaarsed liinid',
  regions: 'Teeninduspiirkonnad',
  contact: 'Kontakt',
  more: 'Vaata lähemalt',
  less: 'Peida üksikasjad',
} as const;

/**
 * The company directory (spec sections 2 and 3): a table from 768 px up, cards below, each company
 * expandable to its description, vehicle park and every route, region and transport type. The home page
 * owns the search, the filters and the page size; this renders the list, its paging and its states.
 */
export function CompanyDirectory({
  q,
  region,
  specialty,
  transportType,
  page,
  pageSize,
  onPageChange,
}: CompanyDirectoryProps) {
  const isDesktop = !useIsMobile();
  const query = useCompanies({ q, region, specialty, transportType, page, pageSize });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);

  const data = query.data;
  const lastPage = data ? pageCount(data.total, pageSize) : 0;
  // A page past the end (the directory shrank, or an old link): go to the last page that has companies.
  const pastTheEnd = !query.isPlaceholderData && data !== undefined && lastPage > 0 && page > lastPage;
  const onPageChangeRef = useRef(onPageChange);
  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  });
  useEffect(() => {
    if (pastTheEnd) onPageChangeRef.current(lastPage);
  }, [pastTheEnd, lastPage]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const changePage = (next: number) => {
    onPageChange(next);
    // Paging from the controls under a long list: bring the top of the new page into view.
    const top = rootRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (data === undefined) {
    body = query.isError ? (
      <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <DirectorySkeleton desktop={isDesktop} />
    );
  } else if (data.items.length === 0) {
    body = pastTheEnd ? (
      <DirectorySkeleton desktop={isDesktop} />
    ) : (
      <EmptyState
        icon={SearchX}
        title={EMPTY_TITLE}
        hint={
          hasActiveFilters({ q, region, specialty, transportType })
            ? 'Proovi teist otsingusõna või eemalda mõni filter.'
            : 'Kataloogis ei ole praegu ühtegi ettevõtet. Vaata hiljem uuesti.'
        }
      />
    );
  } else {
    const busy = query.isPlaceholderData;
    body = (
      <div className="flex flex-col gap-4">
        {query.isError && <RefreshError onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        <div aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')}>
          {isDesktop ? (
            <CompanyTable companies={data.items} expanded={expanded} onToggle={toggle} />
          ) : (
            <ul aria-label="Ettevõtted" className="flex flex-col gap-4">
              {data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} expanded={expanded.has(company.id)} onToggle={toggle} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPageChange={changePage}
          label="Ettevõtete leheküljed"
        />
      </div>
    );
  }

  return (
    <div ref={rootRef} className="scroll-mt-20">
      {body}
    </div>
  );
}

// --- Desktop table -------------------------------------------------------------------------------------

// "Teeninduspiirkonnad" is one long word: a soft hyphen lets it break in a narrow header.
const TABLE_HEADERS = [
  LABELS.company,
  LABELS.transportTypes,
  LABELS.routes,
  'Teenindus\u00ADpiirkonnad',
  LABELS.contact,
] as const;
const OPEN_WIDTHS = ['w-[22%]', 'w-[18%]', 'w-[17%]', 'w-[15%]', 'w-[28%]'] as const;
const LOCKED_WIDTHS = ['w-[26%]', 'w-[20%]', 'w-[20%]', 'w-[18%]', 'w-[16%]'] as const;

function CompanyTable({
  companies,
  expanded,
  onToggle,
}: {
  companies: CompanyItem[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  // Open contacts need room for an e-mail address; a lock does not.
  const anyOpen = companies.some((company) => company.contactAccess !== 'locked');
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[720px] table-fixed text-left text-sm">
        <caption className="sr-only">Ettevõtete kataloog</caption>
        <colgroup>
          {(anyOpen ? OPEN_WIDTHS : LOCKED_WIDTHS).map((width, index) => (
            <col key={index} className={width} />
          ))}
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {TABLE_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 hyphens-manual lg:px-4">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {companies.map((company) => (
          <CompanyRows
            key={company.id}
            company={company}
            expanded={expanded.has(company.id)}
            onToggle={onToggle}
          />
        ))}
      </table>
    </Card>
  );
}

// One <tbody> per company keeps its row and its details row together.
function CompanyRows({
  company,
  expanded,
  onToggle,
}: {
  company: CompanyItem;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const detailsId = useId();
  const facts = companyFacts(company.establishedYear, company.employeesCount);
  return (
    <tbody className="border-b border-slate-200 last:border-b-0">
      <tr className={cn('align-top', expanded ? 'bg-brand-50/40' : 'hover:bg-slate-50/70')}>
        <td className="px-3 py-4 lg:px-4">
          <div className="flex min-w-0 gap-3">
            {/* Below 1024 px the name needs the room more than the picture does. */}
            <CompanyAvatar logoUrl={company.logoUrl} className="hidden lg:flex" />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold break-words text-slate-900">{company.companyName}</span>
              {company.isOwn && (
                <span>
                  <OwnBadge />
                </span>
              )}
              {company.specialty && <span className="text-slate-700">{lookupLabel(company.specialty)}</span>}
              {facts && <span className="text-xs text-slate-500">{facts}</span>}
              <ExpandButton
                expanded={expanded}
                controls={detailsId}
                companyName={company.companyName}
                onClick={() => onToggle(company.id)}
                className="mt-1 self-start"
              />
            </div>
          </div>
        </td>
        <td className="px-3 py-4 lg:px-4">
          <TagList
            values={company.transportTypes}
            max={TABLE_LIMIT}
            tone="brand"
            label={LABELS.transportTypes}
          />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <RouteList routes={company.regularRoutes} max={TABLE_LIMIT} label={LABELS.routes} />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <TagList values={company.serviceRegions} max={TABLE_LIMIT} label={LABELS.regions} />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <CompanyContactCell
            companyId={company.id}
            companyName={company.companyName}
            access={company.contactAccess}
            contact={company.contact}
            compact
          />
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="bg-brand-50/40">
          <td colSpan={5} className="px-4 pt-0 pb-5">
            <CompanyDetails company={company} headingLevel="h3" />
          </td>
        </tr>
      )}
    </tbody>
  );
}

// --- Phone cards -----------------------------------------------------------------------------------------

function CompanyCard({
  company,
  expanded,
  onToggle,
}: {
  company: CompanyItem;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const headingId = useId();
  const detailsId = useId();
  const facts = companyFacts(company.establishedYear, company.employeesCount);
  return (
    <Card className="gap-4 p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <header className="flex min-w-0 gap-3">
          <CompanyAvatar logoUrl={company.logoUrl} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {company.companyName}
            </h3>
            {company.specialty && <p className="text-sm text-slate-700">{lookupLabel(company.specialty)}</p>}
            {facts && <p className="text-xs text-slate-500">{facts}</p>}
            {company.isOwn && (
              <span className="mt-1">
                <OwnBadge />
              </span>
            )}
          </div>
        </header>

        {!expanded && (
          <dl className="flex flex-col gap-3 text-sm">
            <CardField label={LABELS.transportTypes}>
              <TagList
                values={company.transportTypes}
                max={CARD_TRANSPORT_LIMIT}
                tone="brand"
                label={LABELS.transportTypes}
              />
            </CardField>
            <CardField label={LABELS.routes}>
              <RouteList routes={company.regularRoutes} max={CARD_ROUTE_LIMIT} label={LABELS.routes} />
            </CardField>
            <CardField label={LABELS.regions}>
              <TagList values={company.serviceRegions} max={CARD_REGION_LIMIT} label={LABELS.regions} />
            </CardField>
          </dl>
        )}

        {expanded && (
          <div id={detailsId}>
            <CompanyDetails company={company} headingLevel="h4" />
          </div>
        )}

        <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-3 text-sm">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {LABELS.contact}
          </span>
          <CompanyContactCell
            companyId={company.id}
            companyName={company.companyName}
            access={company.contactAccess}
            contact={company.contact}
          />
        </div>

        <ExpandButton
          expanded={expanded}
          controls={detailsId}
          companyName={company.companyName}
          onClick={() => onToggle(company.id)}
          className="self-stretch"
          variant="outline"
        />
      </article>
    </Card>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ExpandButton({
  expanded,
  controls,
  companyName,
  onClick,
  className,
  variant = 'link',
}: {
  expanded: boolean;
  controls: string;
  companyName: string;
  onClick: () => void;
  className?: string;
  variant?: 'link' | 'outline';
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      className={cn(variant === 'link' && 'text-sm', className)}
    >
      {expanded ? LABELS.less : LABELS.more}
      <span className="sr-only">: {companyName}</span>
      <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
    </Button>
  );
}

// --- Details (both layouts) ------------------------------------------------------------------------------

function CompanyDetails({ company, headingLevel }: { company: CompanyItem; headingLevel: 'h3' | 'h4' }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-5 text-sm',
        // In the table the details sit on the tinted row; on a card they are a quieter block of it.
        headingLevel === 'h3'
          ? 'rounded-lg border border-slate-200 bg-white p-5'
          : 'rounded-lg bg-slate-50 p-3',
      )}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <DetailSection as={headingLevel} title="Ettevõttest">
          <p className="whitespace-pre-line text-slate-700">
            {company.description ?? 'Ettevõte ei ole kirjeldust lisanud.'}
          </p>
        </DetailSection>
        <DetailSection as={headingLevel} title="Autopark">
          <p className="text-slate-700">{company.vehiclePark ?? 'Autoparki pole kirjeldatud.'}</p>
        </DetailSection>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <DetailSection
          as={headingLevel}
          title={`${LABELS.transportTypes} (${company.transportTypes.length})`}
        >
          <AllTags values={company.transportTypes} tone="brand" label={LABELS.transportTypes} />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.regions} (${company.serviceRegions.length})`}>
          <AllTags values={company.serviceRegions} label={LABELS.regions} />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.routes} (${company.regularRoutes.length})`}>
          {company.regularRoutes.length === 0 ? (
            <p className="text-slate-500">Regulaarseid liine pole lisatud.</p>
          ) : (
            <ul aria-label={`Kõik ${LABELS.routes.toLowerCase()}`} className="flex flex-col gap-2">
              {company.regularRoutes.map((item, index) => {
                const extra = [
                  item.frequency,
                  item.capacity,
                  item.trailerType ? lookupLabel(item.trailerType) : undefined,
                ].filter(Boolean);
                return (
                  <li key={`${item.route}-${index}`} className="flex flex-col">
                    <RouteText route={item.route} className="font-medium text-slate-900" />
                    {extra.length > 0 && <span className="text-xs text-slate-500">{extra.join(' · ')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </DetailSection>
      </div>
    </div>
  );
}

function DetailSection({
  as: Heading,
  title,
  children,
}: {
  as: 'h3' | 'h4';
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <Heading className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</Heading>
      {children}
    </section>
  );
}

function AllTags({ values, tone, label }: { values: readonly string[]; tone?: 'brand'; label: string }) {
  if (values.length === 0) return <p className="text-slate-500">Pole lisatud.</p>;
  return (
    <ul aria-label={`Kõik ${label.toLowerCase()}`} className="flex flex-wrap gap-1.5">
      {values.map((value, index) => (
        <li key={`${value}-${index}`}>
          <Tag tone={tone}>{lookupLabel(value)}</Tag>
        </li>
      ))}
    </ul>
  );
}

// --- States ----------------------------------------------------------------------------------------------

function DirectorySkeleton({ desktop }: { desktop: boolean }) {
  const rows = [0, 1, 2, 3, 4];
  return (
    <div role="status" aria-label="Ettevõtete laadimine">
      {desktop ? (
        <Card className="overflow-hidden">
          <div className="border-b border-slate-200 bg-slate-50 px-4 py-3">
            <Skeleton className="h-4 w-2/3" />
          </div>
          {rows.map((row) => (
            <div
              key={row}
              className="grid grid-cols-[27%_19%_19%_15%_20%] border-b border-slate-100 last:border-b-0"
            >
              <div className="flex gap-3 px-4 py-4">
                <Skeleton className="size-10 shrink-0 rounded-lg" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
              </div>
              <div className="flex flex-wrap gap-1.5 px-4 py-4">
                <Skeleton className="h-5 w-16" />
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-5 w-14" />
              </div>
              <div className="flex flex-col gap-2 px-4 py-4">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-4 w-3/5" />
              </div>
              <div className="flex flex-wrap gap-1.5 px-4 py-4">
                <Skeleton className="h-5 w-14" />
                <Skeleton className="h-5 w-16" />
              </div>
              <div className="px-3 py-4 lg:px-4">
                <Skeleton className="h-7 w-24 rounded-full" />
              </div>
            </div>
          ))}
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {rows.slice(0, 3).map((row) => (
            <Card key={row} className="gap-4 p-4">
              <div className="flex gap-3">
                <Skeleton className="size-10 shrink-0 rounded-lg" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-16" />
                <Skeleton className="h-5 w-20" />
                <Skeleton className="h-5 w-14" />
              </div>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-9 w-full" />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
