import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Calculator, Euro, History, Info, Pencil, ReceiptText, Tags } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PRICE_LABELS, type AdminPrice } from '@domain/contract/admin-pricing';
import { fillMessage } from '@domain/catalogue';
import { formatDateTime, formatMoney, formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { AdminList, type AdminColumn } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { StatCard } from '../credits/StatCard';
import { PRICE_NOTES } from './price-form';
import { useAdminPricing } from './use-admin-pricing';

// The dialogs load at their first opening, not with the page.
const PriceEditDialog = lazy(() =>
  import('./PriceEditDialog').then((module) => ({ default: module.PriceEditDialog })),
);
const TransactionHistoryDialog = lazy(() =>
  import('./TransactionHistoryDialog').then((module) => ({ default: module.TransactionHistoryDialog })),
);

const T = ADMIN_MESSAGES.pricing;

const COLUMNS: AdminColumn<AdminPrice>[] = [
  {
    header: MESSAGES.listingFields.price,
    hideOnCard: true,
    cell: (price) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{PRICE_LABELS[price.key]}</span>
        <span className="text-xs text-slate-500">{PRICE_NOTES[price.key]}</span>
      </span>
    ),
  },
  {
    header: ADMIN_MESSAGES.common.amount,
    cell: (price) => <span className="font-semibold tabular-nums">{formatMoney(price.value)}</span>,
    className: 'whitespace-nowrap',
  },
  {
    header: T.lastChanged,
    cell: (price) =>
      price.updatedAt === null ? (
        <span className="text-slate-500">{T.initialValue}</span>
      ) : (
        <span className="flex flex-col">
          <span>{formatDateTime(price.updatedAt)}</span>
          <span className="text-xs break-all text-slate-500">{price.updatedByEmail ?? T.initialValue}</span>
        </span>
      ),
  },
];

type Opening = { price: AdminPrice; open: boolean } | null;

/** /admin/pricing: the prices, the contact sales, the latest payments, and an admin's price change. */
export function AdminPricing() {
  const pricing = useAdminPricing();
  const data = pricing.data;
  const figures = data?.figures;
  const [editing, setEditing] = useState<Opening>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const editWanted = useOpenedOnce(editing?.open ?? false);
  const historyWanted = useOpenedOnce(historyOpen);

  const { isError, errorUpdatedAt } = pricing;
  useEffect(() => {
    if (isError) toast.error(ADMIN_MESSAGES.pricingLoadError, { id: 'admin-pricing-load' });
  }, [isError, errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={ADMIN_MESSAGES.nav.pricing}
        description={T.description}
        actions={
          <Button variant="outline" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" />
            {T.history}
          </Button>
        }
      />

      <p
        role="note"
        className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{T.note}</span>
      </p>

      <section aria-label={MESSAGES.wizard.summary} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          icon={Euro}
          label={T.totalRevenue}
          value={figures && formatMoney(figures.totalRevenue)}
          hint={ADMIN_MESSAGES.common.paidContactsTotal}
        />
        <StatCard
          icon={ReceiptText}
          label={T.paidUnlocks}
          value={figures && formatNumber(figures.unlockCount)}
          hint={T.unlockHint}
        />
        <StatCard
          icon={Calculator}
          label={T.averagePrice}
          value={figures && formatMoney(figures.averagePrice)}
          hint={T.averageHint}
        />
      </section>

      <section aria-labelledby="price-table-title" className="flex flex-col gap-3">
        <h2 id="price-table-title" className="text-lg font-semibold text-slate-900">
          {T.prices}
        </h2>
        <AdminList
          label={T.prices}
          rows={data?.prices}
          rowKey={(price) => price.key}
          columns={COLUMNS}
          cardTitle={(price) => (
            <span className="flex flex-col">
              {PRICE_LABELS[price.key]}
              <span className="text-xs font-normal text-slate-500">{PRICE_NOTES[price.key]}</span>
            </span>
          )}
          actions={(price) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={fillMessage(T.editLabel, { name: PRICE_LABELS[price.key] })}
              onClick={() => setEditing({ price, open: true })}
            >
              <Pencil aria-hidden="true" />
              {ADMIN_MESSAGES.common.edit}
            </Button>
          )}
          loading={pricing.isFetching}
          error={pricing.isError}
          errorTitle={ADMIN_MESSAGES.pricingLoadError}
          onRetry={() => void pricing.refetch()}
          retrying={pricing.isFetching}
          empty={{ icon: Tags, title: T.empty }}
        />
      </section>

      {editWanted && editing && (
        <Suspense fallback={null}>
          <PriceEditDialog
            price={editing.price}
            open={editing.open}
            onOpenChange={(open) => setEditing({ price: editing.price, open })}
          />
        </Suspense>
      )}
      {historyWanted && (
        <Suspense fallback={null}>
          <TransactionHistoryDialog
            open={historyOpen}
            onOpenChange={setHistoryOpen}
            transactions={data?.recentTransactions}
            loading={pricing.isPending}
            error={pricing.isError}
            onRetry={() => void pricing.refetch()}
            retrying={pricing.isFetching}
          />
        </Suspense>
      )}
    </div>
  );
}
