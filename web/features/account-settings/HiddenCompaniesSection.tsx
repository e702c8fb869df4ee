import { Building2, EyeOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import type { HiddenCompany } from '@domain/contract/blocks';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Pagination } from '@web/components/Pagination';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { useHiddenCompanies, useShowCompany } from '@web/features/blocks';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { SettingsSection } from './SettingsSection';

const B = ACCOUNT_MESSAGES.blocks;
const PAGE_SIZE = 10;

/** What the user sees of a hidden company: its name, or the listing it was hidden from. */
const nameOf = (company: HiddenCompany) =>
  company.labelKind === 'company' ? company.label : fillMessage(B.routeLabel, { route: company.label });

/**
 * "Peidetud ettevõtted": the companies the user hid from their feeds, directory and alerts (decision
 * 0080), the latest first, ten a page, each with "Näita uuesti".
 */
export function HiddenCompaniesSection() {
  const [page, setPage] = useState(1);
  const query = useHiddenCompanies(page, PAGE_SIZE);
  const show = useShowCompany();
  const data = query.data;
  // Showing the last one of a page again leaves the page empty: the one before it is shown.
  if (data && data.items.length === 0 && page > 1) setPage(page - 1);

  const showAgain = (company: HiddenCompany) =>
    show.mutate(company.id, {
      onSuccess: () => toast.success(MESSAGES.blocks.shownAgain),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(MESSAGES.blocks.showError, {
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    });

  return (
    <SettingsSection title={B.title} description={B.description}>
      {data ? (
        data.total === 0 ? (
          <EmptyState icon={EyeOff} title={B.title} hint={B.empty} className="border-none shadow-none" />
        ) : (
          <div className="flex flex-col gap-4">
            <ul
              aria-label={B.title}
              className={cn(
                'flex flex-col divide-y divide-slate-100',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {data.items.map((company) => (
                <li key={company.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{nameOf(company)}</p>
                      <p className="text-xs text-slate-500">
                        {fillMessage(B.hiddenAt, { date: formatDate(company.hiddenAt) })}
                      </p>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={fillMessage(B.showLabel, { name: nameOf(company) })}
                    disabled={show.isPending}
                    onClick={() => showAgain(company)}
                  >
                    {show.isPending && show.variables === company.id && (
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                    )}
                    {B.show}
                  </Button>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              label={B.title}
            />
          </div>
        )
      ) : query.isError ? (
        <ErrorState
          title={B.loadError}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="border-none shadow-none"
        />
      ) : (
        <div role="status" aria-label={B.title} className="flex flex-col gap-3">
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
