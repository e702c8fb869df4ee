import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { pageCount } from '@domain/pagination';
import { Pagination } from '@web/components/Pagination';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useFailureToast } from '@web/lib/use-failure-toast';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useIsMobile } from '@web/lib/use-media-query';
import { EMPTY_TITLE, hasActiveFilters } from './company-display';
import { CompanyCard } from './CompanyCard';
import { CompanyTable } from './CompanyTable';
import { EmptyState, LoadError, RefreshError } from './list-states';
import { useCompanies, type CompanyFiltersInput } from './use-companies';

export interface CompanyDirectoryProps {
  /** The search and the filters (GET /api/companies' names). */
  filters: CompanyFiltersInput;
  page: number;
  pageSize: number;
  onPageChange(page: number, options?: { replace?: boolean }): void;
}

/**
 * The company directory (spec sections 2 and 3): a table from 768 px up, cards below, each company
 * expandable to its description, vehicle park and every route, region and transport type. The home page
 * owns the search, the filters and the page size; this renders the list, its paging and its states.
 */
export function CompanyDirectory({ filters, page, pageSize, onPageChange }: CompanyDirectoryProps) {
  const isDesktop = !useIsMobile();
  const query = useCompanies({ ...filters, page, pageSize });
  const labels = useLookupLabels();
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
    // Replaces the address rather than adding a step that Back would only undo again.
    if (pastTheEnd) onPageChangeRef.current(lastPage, { replace: true });
  }, [pastTheEnd, lastPage]);
  useFailureToast(
    'companies-error',
    {
      isError: query.isError,
      errorUpdatedAt: query.errorUpdatedAt,
      hasData: data !== undefined && !query.isPlaceholderData,
    },
    () => void query.refetch(),
  );

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
        hint={hasActiveFilters(filters) ? MESSAGES.companies.emptyFilteredHint : MESSAGES.companies.emptyHint}
      />
    );
  } else {
    const busy = query.isPlaceholderData;
    body = (
      <div className="flex flex-col gap-4">
        {query.isError && <RefreshError onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        <div aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')}>
          {isDesktop ? (
            <CompanyTable companies={data.items} labels={labels} expanded={expanded} onToggle={toggle} />
          ) : (
            <ul aria-label={MESSAGES.marketplace.tabCompanies} className="flex flex-col gap-4">
              {data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard
                    company={company}
                    labels={labels}
                    expanded={expanded.has(company.id)}
                    onToggle={toggle}
                  />
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
          label={MESSAGES.companies.pages}
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

function DirectorySkeleton({ desktop }: { desktop: boolean }) {
  const rows = [0, 1, 2, 3, 4];
  return (
    <div role="status" aria-label={MESSAGES.companies.loading}>
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
