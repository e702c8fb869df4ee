import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  Ban,
  Coins,
  Crown,
  Euro,
  Pencil,
  RefreshCw,
  RotateCcw,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fillMessage } from '@domain/catalogue';
import { CREDIT_FILTERS, type AdminCreditItem, type CreditFilter } from '@domain/contract/admin-credits';
import { formatDate, formatMoney, formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SegmentedControl } from '@web/components/ui/segmented';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useIsMobile } from '@web/lib/use-media-query';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminList, listStateOf, type AdminColumn } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminSearch } from '../AdminSearch';
import { StatCard } from './StatCard';
import { useAdminCredits } from './use-admin-credits';

// The dialogs load at their first opening, not with the page.
const EditCreditsDialog = lazy(() =>
  import('./CreditsDialogs').then((module) => ({ default: module.EditCreditsDialog })),
);
const ResetCreditsDialog = lazy(() =>
  import('./CreditsDialogs').then((module) => ({ default: module.ResetCreditsDialog })),
);

const FILTER_KEYS = ['filter'] as const;

const T = ADMIN_MESSAGES.credits;
const { plans, fields } = ADMIN_MESSAGES;

const FILTER_LABELS: Record<CreditFilter, string> = {
  all: MESSAGES.generic.all,
  premium: MESSAGES.generic.premium,
  free: plans.free,
  active: T.left,
  exhausted: MESSAGES.contacts.creditsOut,
};

const PLAN_BADGES: Record<AdminCreditItem['plan'], { label: string; tone: BadgeTone }> = {
  premium: { label: MESSAGES.generic.premium, tone: 'premium' },
  trial: { label: plans.trial, tone: 'brand' },
  free: { label: plans.free, tone: 'neutral' },
};

const HOLDER_REASON = T.holderReason;

function readFilter(value: string): CreditFilter {
  return (CREDIT_FILTERS as readonly string[]).includes(value) ? (value as CreditFilter) : 'all';
}

const isHolder = (item: AdminCreditItem) => item.plan !== 'free';

const COLUMNS: AdminColumn<AdminCreditItem>[] = [
  {
    header: ADMIN_MESSAGES.common.user,
    cell: (item) => item.email,
    className: 'break-all',
    hideOnCard: true,
  },
  {
    header: fields.tier,
    cell: (item) => <Badge tone={PLAN_BADGES[item.plan].tone}>{PLAN_BADGES[item.plan].label}</Badge>,
  },
  { header: fields.monthlyCredits, cell: (item) => item.monthlyCredits, className: 'tabular-nums' },
  { header: fields.creditsUsed, cell: (item) => item.creditsUsed, className: 'tabular-nums' },
  { header: fields.bonusCredits, cell: (item) => item.bonusCredits, className: 'tabular-nums' },
  {
    header: T.available,
    className: 'tabular-nums',
    cell: (item) =>
      isHolder(item) ? (
        <span title={T.unlimited}>
          <span aria-hidden="true">∞</span>
          <span className="sr-only">{T.unlimited}</span>
        </span>
      ) : item.available === 0 ? (
        <Badge tone="red">0</Badge>
      ) : (
        item.available
      ),
  },
  {
    header: T.lastReset,
    className: 'whitespace-nowrap',
    cell: (item) =>
      item.lastResetDate === null ? (
        <span className="text-slate-500">{T.neverUsed}</span>
      ) : (
        <span className="flex flex-col">
          {formatDate(item.lastResetDate)}
          {item.resetDue && <span className="text-xs whitespace-normal text-slate-500">{T.resetDue}</span>}
        </span>
      ),
  },
];

type Opening = { item: AdminCreditItem; open: boolean } | null;

/** /admin/credits: the users' monthly contact credits, their figures, and an admin's changes. */
export function AdminCredits() {
  const view = useAdminListParams(FILTER_KEYS);
  const filter = readFilter(view.filters.filter);
  const credits = useAdminCredits(
    adminListQuery({ ...view, filters: { filter: filter === 'all' ? '' : filter } }),
  );
  const data = credits.data;
  const figures = data?.figures;
  const mobile = useIsMobile();
  const [editing, setEditing] = useState<Opening>(null);
  const [resetting, setResetting] = useState<Opening>(null);
  const editWanted = useOpenedOnce(editing?.open ?? false);
  const resetWanted = useOpenedOnce(resetting?.open ?? false);

  const { isError, errorUpdatedAt } = credits;
  useEffect(() => {
    if (isError) toast.error(ADMIN_MESSAGES.creditsLoadError, { id: 'admin-credits-load' });
  }, [isError, errorUpdatedAt]);

  const actions = (item: AdminCreditItem) => {
    const holder = isHolder(item);
    const reasonId = `credits-locked-${item.userId}`;
    return (
      <>
        {holder &&
          (mobile ? (
            // The card's footer wraps: the reason gets a line of its own above the buttons.
            <p id={reasonId} className="basis-full text-sm text-slate-600">
              {HOLDER_REASON}
            </p>
          ) : (
            <span id={reasonId} title={HOLDER_REASON} className="self-center text-xs text-slate-500">
              <span aria-hidden="true">{T.unlimitedAccess}</span>
              <span className="sr-only">{HOLDER_REASON}</span>
            </span>
          ))}
        <Button
          variant="outline"
          size="sm"
          disabled={holder}
          aria-describedby={holder ? reasonId : undefined}
          aria-label={fillMessage(T.editLabel, { email: item.email })}
          onClick={() => setEditing({ item, open: true })}
        >
          <Pencil aria-hidden="true" />
          {ADMIN_MESSAGES.common.edit}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={holder}
          aria-describedby={holder ? reasonId : undefined}
          aria-label={fillMessage(T.resetLabel, { email: item.email })}
          onClick={() => setResetting({ item, open: true })}
        >
          <RotateCcw aria-hidden="true" />
          {ADMIN_MESSAGES.common.reset}
        </Button>
      </>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={ADMIN_MESSAGES.nav.credits}
        description={T.description}
        actions={
          <Button variant="outline" onClick={() => void credits.refetch()} disabled={credits.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(credits.isFetching && 'animate-spin')} />
            {ADMIN_MESSAGES.common.refresh}
          </Button>
        }
      />

      <section
        aria-label={MESSAGES.wizard.summary}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5"
      >
        <StatCard
          icon={Users}
          label={ADMIN_MESSAGES.common.users}
          value={figures && formatNumber(figures.users)}
          hint={T.allAccounts}
        />
        <StatCard
          icon={Crown}
          label={MESSAGES.generic.premium}
          value={figures && formatNumber(figures.premium)}
          hint={T.premiumOrTrial}
        />
        <StatCard
          icon={Ban}
          label={MESSAGES.contacts.creditsOut}
          value={figures && formatNumber(figures.exhausted)}
          hint={T.exhaustedHint}
        />
        <StatCard
          icon={Coins}
          label={T.averageUsed}
          value={figures && formatNumber(figures.averageUsed, 1)}
          hint={T.averageHint}
        />
        <StatCard
          icon={Euro}
          label={T.revenue}
          value={figures && formatMoney(figures.revenue)}
          hint={ADMIN_MESSAGES.common.paidContactsTotal}
        />
      </section>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminSearch value={view.q} onSearch={view.setQuery} label={T.search} />
        <SegmentedControl
          label={T.filter}
          options={CREDIT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          value={filter}
          onChange={(next) => view.setFilter('filter', next === 'all' ? '' : next)}
        />
      </div>

      <AdminList
        label={T.listLabel}
        rows={data?.items}
        rowKey={(item) => item.userId}
        columns={COLUMNS}
        cardTitle={(item) => (
          <span className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-all">{item.email}</span>
          </span>
        )}
        actions={actions}
        {...listStateOf(credits, view.setPage)}
        errorTitle={ADMIN_MESSAGES.creditsLoadError}
        empty={{
          icon: Wallet,
          title: T.empty,
          hint: view.q || filter !== 'all' ? T.emptyHint : undefined,
        }}
      />

      {editWanted && editing && (
        <Suspense fallback={null}>
          <EditCreditsDialog
            item={editing.item}
            open={editing.open}
            onOpenChange={(open) => setEditing({ item: editing.item, open })}
          />
        </Suspense>
      )}
      {resetWanted && resetting && (
        <Suspense fallback={null}>
          <ResetCreditsDialog
            item={resetting.item}
            open={resetting.open}
            onOpenChange={(open) => setResetting({ item: resetting.item, open })}
          />
        </Suspense>
      )}
    </div>
  );
}
