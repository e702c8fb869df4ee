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
import { CREDIT_FILTERS, type AdminCreditItem, type CreditFilter } from '@domain/contract/admin-credits';
import { formatDate, formatMoney, formatNumber } from '@domain/format';
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

const FILTER_LABELS: Record<CreditFilter, string> = {
  all: 'Kõik',
  premium: 'Premium',
  free: 'Tasuta',
  active: 'Krediite alles',
  exhausted: 'Krediidid otsas',
};

const PLAN_BADGES: Record<AdminCreditItem['plan'], { label: string; tone: BadgeTone }> = {
  premium: { label: 'Premium', tone: 'premium' },
  trial: { label: 'Prooviaeg', tone: 'brand' },
  free: { label: 'Tasuta', tone: 'neutral' },
};

const HOLDER_REASON = 'Premiumil ja prooviajal on piiramatult kontakte: krediite ei muudeta.';

function readFilter(value: string): CreditFilter {
  return (CREDIT_FILTERS as readonly string[]).includes(value) ? (value as CreditFilter) : 'all';
}

const isHolder = (item: AdminCreditItem) => item.plan !== 'free';

const COLUMNS: AdminColumn<AdminCreditItem>[] = [
  { header: 'Kasutaja', cell: (item) => item.email, className: 'break-all', hideOnCard: true },
  {
    header: 'Pakett',
    cell: (item) => <Badge tone={PLAN_BADGES[item.plan].tone}>{PLAN_BADGES[item.plan].label}</Badge>,
  },
  { header: 'Kuus', cell: (item) => item.monthlyCredits, className: 'tabular-nums' },
  { header: 'Kasutatud', cell: (item) => item.creditsUsed, className: 'tabular-nums' },
  { header: 'Lisakrediidid', cell: (item) => item.bonusCredits, className: 'tabular-nums' },
  {
    header: 'Saadaval',
    className: 'tabular-nums',
    cell: (item) =>
      isHolder(item) ? (
        <span title="Piiramatu">
          <span aria-hidden="true">∞</span>
          <span className="sr-only">Piiramatu</span>
        </span>
      ) : item.available === 0 ? (
        <Badge tone="red">0</Badge>
      ) : (
        item.available
      ),
  },
  {
    header: 'Viimane lähtestus',
    className: 'whitespace-nowrap',
    cell: (item) =>
      item.lastResetDate === null ? (
        <span className="text-slate-500">pole kasutanud</span>
      ) : (
        <span className="flex flex-col">
          {formatDate(item.lastResetDate)}
          {item.resetDue && (
            <span className="text-xs whitespace-normal text-slate-500">
              uus kuu: lähtestub järgmisel kasutamisel
            </span>
          )}
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
              <span aria-hidden="true">Piiramatu ligipääs</span>
              <span className="sr-only">{HOLDER_REASON}</span>
            </span>
          ))}
        <Button
          variant="outline"
          size="sm"
          disabled={holder}
          aria-describedby={holder ? reasonId : undefined}
          aria-label={`Muuda krediite: ${item.email}`}
          onClick={() => setEditing({ item, open: true })}
        >
          <Pencil aria-hidden="true" />
          Muuda
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={holder}
          aria-describedby={holder ? reasonId : undefined}
          aria-label={`Lähtesta krediidid: ${item.email}`}
          onClick={() => setResetting({ item, open: true })}
        >
          <RotateCcw aria-hidden="true" />
          Lähtesta
        </Button>
      </>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Krediidid"
        description="Tasuta kasutajate kuised kontaktikrediidid. Premiumil ja prooviajal on kontakte piiramatult."
        actions={
          <Button variant="outline" onClick={() => void credits.refetch()} disabled={credits.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(credits.isFetching && 'animate-spin')} />
            Värskenda
          </Button>
        }
      />

      <section aria-label="Kokkuvõte" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard
          icon={Users}
          label="Kasutajad"
          value={figures && formatNumber(figures.users)}
          hint="kõik kontod"
        />
        <StatCard
          icon={Crown}
          label="Premium"
          value={figures && formatNumber(figures.premium)}
          hint="premium või prooviaeg"
        />
        <StatCard
          icon={Ban}
          label="Krediidid otsas"
          value={figures && formatNumber(figures.exhausted)}
          hint="tasuta kasutajad sel kuul"
        />
        <StatCard
          icon={Coins}
          label="Keskmiselt kasutatud"
          value={figures && formatNumber(figures.averageUsed, 1)}
          hint="krediiti tasuta kasutaja kohta"
        />
        <StatCard
          icon={Euro}
          label="Tulu"
          value={figures && formatMoney(figures.revenue)}
          hint="makstud kontaktid kokku"
        />
      </section>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <AdminSearch value={view.q} onSearch={view.setQuery} label="Otsi e-posti järgi" />
        <SegmentedControl
          label="Filter"
          options={CREDIT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          value={filter}
          onChange={(next) => view.setFilter('filter', next === 'all' ? '' : next)}
        />
      </div>

      <AdminList
        label="Kasutajate krediidid"
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
          title: 'Selliseid kasutajaid ei ole',
          hint: view.q || filter !== 'all' ? 'Muutke otsingut või filtrit.' : undefined,
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
