import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Building2, ClipboardList, Package, Pencil, Trash2, Truck } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { fillMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import { useEffect, useState, type ReactNode } from 'react';
import {
  ADMIN_STATUS_FILTERS,
  type AdminCompanyItem,
  type AdminListingItem,
} from '@domain/contract/admin-entries';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { SegmentedControl } from '@web/components/ui/segmented';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { routeText } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { toast } from '@web/lib/toast';
import { useAdminListParams } from '../admin-list-params';
import { AdminList, listStateOf } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminSearch } from '../AdminSearch';
import {
  ENTRY_FILTERS,
  ENTRY_TAB_LABELS,
  ENTRY_TABS,
  entriesQuery,
  entryTab,
  LISTING_TYPE_LABELS,
  STATUS_LABELS,
  statusFilter,
  type EntryTab,
} from './entries-view';
import { companyColumns, listingColumns } from './entry-columns';
import { LazyCompanyEditDialog, LazyListingEditDialog } from './LazyEntryDialogs';
import { useAdminCompanies } from './use-admin-companies';
import { useAdminListings } from './use-admin-listings';
import { useDeleteListing } from './use-delete-listing';
import { useEntryCounts } from './use-entry-counts';
import { useRemoveCompany } from './use-remove-company';

const T = ADMIN_MESSAGES.entries;
const C = ADMIN_MESSAGES.common;

const TAB_ICONS = { cargo: Package, transport: Truck, companies: Building2 } as const;

type Deleting = { kind: 'listing'; item: AdminListingItem } | { kind: 'company'; item: AdminCompanyItem };

const describe = (error: Error) => (error instanceof ApiError ? error.message : MESSAGES.generic.unknown);

/**
 * /admin/entries: every listing and directory company, searched and filtered in the address, in three
 * tabs with their counts; a row is edited in its dialog or deleted after a question that says what
 * happens.
 */
export function AdminEntries() {
  const view = useAdminListParams(ENTRY_FILTERS);
  const tab = entryTab(view.filters.tab);
  const status = statusFilter(view.filters.status);
  const listingTab: ListingType | null = tab === 'companies' ? null : tab;
  const counts = useEntryCounts(view.q, status);
  const listings = useAdminListings(listingTab ?? 'cargo', entriesQuery(view, true), listingTab !== null);
  const companies = useAdminCompanies(entriesQuery(view, false), listingTab === null);
  const current = listingTab ? listings : companies;

  const [editingListing, setEditingListing] = useState<AdminListingItem | null>(null);
  const [editingCompany, setEditingCompany] = useState<AdminCompanyItem | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const deleteListing = useDeleteListing();
  const removeCompany = useRemoveCompany();
  const now = new Date();
  const labelOf = useLookupLabels();

  // The spec reports a failed load as a toast; the list shows its error state with a retry as well.
  const failed = current.isError && current.fetchStatus === 'idle';
  useEffect(() => {
    if (failed) toast.error(ADMIN_MESSAGES.fetchListingsError, { id: 'admin-entries-load-error' });
  }, [failed]);

  // A page that no longer exists (its last row deleted) falls back to the last one.
  const data = current.data;
  // (A list counted only "at least" goes on past its counted pages.)
  const lastPage =
    data && !('totalIsLowerBound' in data && data.totalIsLowerBound)
      ? Math.max(1, Math.ceil(data.total / data.pageSize))
      : null;
  const { setPage } = view;
  useEffect(() => {
    if (lastPage !== null && !current.isPlaceholderData && view.page > lastPage) setPage(lastPage);
  }, [lastPage, view.page, current.isPlaceholderData, setPage]);

  const confirmDelete = () => {
    if (!deleting) return;
    const callbacks = {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.deleted);
        setDeleting(null);
      },
    };
    if (deleting.kind === 'listing') {
      deleteListing.mutate(deleting.item, {
        ...callbacks,
        onError: (error) => toast.error(ADMIN_MESSAGES.listingDeleteError, { description: describe(error) }),
      });
    } else {
      removeCompany.mutate(deleting.item.id, {
        ...callbacks,
        onError: (error) => toast.error(ADMIN_MESSAGES.companyUpdateError, { description: describe(error) }),
      });
    }
  };

  const rowActions = (
    label: string,
    onEdit: () => void,
    onDelete: () => void,
    deleteText: { label: string; named: string },
  ) => (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={fillMessage(C.editName, { name: label })}
      >
        <Pencil aria-hidden="true" />
        {C.edit}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={onDelete}
        aria-label={fillMessage(deleteText.named, { name: label })}
        className="text-red-700 hover:border-red-300 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" />
        {deleteText.label}
      </Button>
    </>
  );

  const listState = {
    ...listStateOf(current, view.setPage),
    errorTitle: ADMIN_MESSAGES.fetchListingsError,
  };
  const filtered = Boolean(view.q) || (listingTab !== null && status !== 'all');
  const emptyHint = filtered ? T.emptyHint : undefined;

  let list: ReactNode;
  if (listingTab) {
    list = (
      <AdminList
        label={ENTRY_TAB_LABELS[listingTab]}
        rows={listings.data?.items}
        rowKey={(item) => item.id}
        columns={listingColumns(now, labelOf)}
        cardTitle={(item) => (
          <span className="flex flex-wrap items-baseline gap-x-2">
            {routeText(item)}
            <span className="font-mono text-xs font-normal text-slate-500">{item.shortId}</span>
          </span>
        )}
        actions={(item) =>
          rowActions(
            `${LISTING_TYPE_LABELS[item.type]} ${routeText(item)} (${item.shortId})`,
            () => setEditingListing(item),
            () => setDeleting({ kind: 'listing', item }),
            { label: MESSAGES.generic.delete, named: C.deleteName },
          )
        }
        empty={{ icon: ClipboardList, title: T.noListings, hint: emptyHint }}
        {...listState}
      />
    );
  } else {
    list = (
      <AdminList
        label={ENTRY_TAB_LABELS.companies}
        rows={companies.data?.items}
        rowKey={(item) => item.id}
        columns={companyColumns(labelOf)}
        cardTitle={(item) => (
          <span className="flex flex-wrap items-baseline gap-x-2">
            {item.companyName}
            <span className="font-mono text-xs font-normal text-slate-500">{item.shortId}</span>
          </span>
        )}
        actions={(item) =>
          rowActions(
            `${item.companyName} (${item.shortId})`,
            () => setEditingCompany(item),
            () => setDeleting({ kind: 'company', item }),
            { label: C.remove, named: MESSAGES.ui.removeTag },
          )
        }
        empty={{ icon: Building2, title: T.noCompanies, hint: emptyHint }}
        {...listState}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={C.listings} description={T.description} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminSearch
          value={view.q}
          onSearch={view.setQuery}
          label={T.search}
          placeholder={T.searchPlaceholder}
        />
        {listingTab && (
          <SegmentedControl
            label={T.statusLabel}
            value={status}
            onChange={(next) => view.setFilter('status', next === 'all' ? '' : next)}
            options={ADMIN_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
        )}
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => view.setFilter('tab', next === 'cargo' ? '' : next)}
        className="flex flex-col gap-5"
      >
        <Tabs.List
          aria-label={T.tabsLabel}
          className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 md:inline-grid md:w-fit"
        >
          {ENTRY_TABS.map((each: EntryTab) => {
            const Icon = TAB_ICONS[each];
            const count = counts.data?.[each];
            const atLeast = each !== 'companies' && counts.data?.lowerBound[each];
            return (
              <Tabs.Trigger
                key={each}
                value={each}
                className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-md px-2 py-1.5 text-sm leading-tight font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-row sm:gap-2 md:px-5"
              >
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 md:block" />
                <span className="text-center">{ENTRY_TAB_LABELS[each]}</span>
                {count === undefined ? (
                  counts.isPending && <Skeleton className="h-5 w-6" />
                ) : (
                  <span className="rounded-full bg-slate-200/70 px-2 text-xs font-bold text-slate-700">
                    {formatNumber(count)}
                    {atLeast ? '+' : ''}
                  </span>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value={tab} className="focus-visible:outline-none">
          {list}
        </Tabs.Content>
      </Tabs.Root>

      <LazyListingEditDialog item={editingListing} onClose={() => setEditingListing(null)} />
      <LazyCompanyEditDialog item={editingCompany} onClose={() => setEditingCompany(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'company' ? T.removeCompanyTitle : T.deleteListingTitle}
        description={
          deleting?.kind === 'company'
            ? fillMessage(T.removeCompanyText, { name: deleting.item.companyName })
            : deleting?.kind === 'listing'
              ? fillMessage(T.deleteListingText, { route: routeText(deleting.item) })
              : ''
        }
        confirmLabel={deleting?.kind === 'company' ? T.removeFromDirectory : MESSAGES.generic.delete}
        destructive
        pending={deleteListing.isPending || removeCompany.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
