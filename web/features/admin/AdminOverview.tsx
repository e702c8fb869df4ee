import { ArrowRight, MessageSquareWarning, Package, Truck, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ADMIN_PERIODS, PERIOD_DAYS, type AdminPeriod } from '@domain/admin-activity';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { countMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SegmentedControl } from '@web/components/ui/segmented';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-card';
import { ActivityEntries } from './ActivityEntries';
import { AdminPageHeader } from './AdminPageHeader';
import { UndeliveredMailNotice } from './mail/UndeliveredMailNotice';
import { MaintenanceOverviewCard } from './MaintenanceOverviewCard';
import { useAdminOverview } from './use-admin-overview';

const T = ADMIN_MESSAGES.overview;
const periodLabel = (period: AdminPeriod) => countMessage(MESSAGES.wizard.days, PERIOD_DAYS[period]);
// The spec: the feedback badge says "high" when more than five are waiting.
const FEEDBACK_HIGH = 5;

function readPeriod(value: string | null): AdminPeriod {
  return (ADMIN_PERIODS as readonly string[]).includes(value ?? '') ? (value as AdminPeriod) : '7d';
}

function Figure({
  icon: Icon,
  label,
  total,
  since,
  period,
  badge,
  to,
}: {
  icon: LucideIcon;
  label: string;
  total: number;
  since?: number;
  period: AdminPeriod;
  badge?: ReactNode;
  to: string;
}) {
  return (
    <Card className="gap-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {label}
        </span>
        {badge}
      </div>
      <p className="text-3xl font-bold text-slate-900 tabular-nums">{formatNumber(total)}</p>
      <div className="flex items-center justify-between gap-2 text-sm">
        {since !== undefined ? (
          <span className="text-slate-600">
            {countMessage(T.since, PERIOD_DAYS[period], { since: formatNumber(since) })}
          </span>
        ) : (
          <span className="text-slate-600">{T.openOrInProgress}</span>
        )}
        <Link href={to} className="shrink-0 font-medium text-brand-700 hover:underline">
          {ADMIN_MESSAGES.common.open}
        </Link>
      </div>
    </Card>
  );
}

/**
 * /admin: the platform's figures for a period, undelivered mail, the latest activity and the
 * maintenance switch.
 */
export function AdminOverview() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const overview = useAdminOverview(period);
  const data = overview.data;
  const mailWaits = data !== undefined && data.mail.failed + data.mail.retrying > 0;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={ADMIN_MESSAGES.nav.overview}
        description={T.description}
        actions={
          <SegmentedControl
            label={ADMIN_MESSAGES.common.period}
            options={ADMIN_PERIODS.map((value) => ({ value, label: periodLabel(value) }))}
            value={period}
            onChange={(next) =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                if (next === '7d') updated.delete('period');
                else updated.set('period', next);
                return updated;
              })
            }
          />
        }
      />
      {/* Undelivered mail is the first thing said, before the figures; a quiet line after them otherwise. */}
      {data && mailWaits && <UndeliveredMailNotice counts={data.mail} />}
      {overview.isError && !data ? (
        <ErrorState
          title={MESSAGES.generic.loadError}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : !data ? (
        <div
          role="status"
          aria-label={MESSAGES.generic.loading}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={overview.isFetching}>
          <Figure
            icon={Users}
            label={ADMIN_MESSAGES.common.users}
            to="/admin/users"
            period={period}
            {...data.users}
          />
          <Figure
            icon={Package}
            label={MESSAGES.templates.typeCargo}
            to="/admin/entries"
            period={period}
            {...data.cargo}
          />
          <Figure
            icon={Truck}
            label={MESSAGES.myListings.transportTab}
            to="/admin/entries?tab=transport"
            period={period}
            {...data.transport}
          />
          <Figure
            icon={MessageSquareWarning}
            label={ADMIN_MESSAGES.common.feedback}
            to="/admin/support"
            period={period}
            total={data.openFeedback}
            badge={data.openFeedback > FEEDBACK_HIGH ? <Badge tone="red">{T.high}</Badge> : undefined}
          />
        </div>
      )}
      {data && !mailWaits && <UndeliveredMailNotice counts={data.mail} />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="latest-activity-title">
          <CardHeader className="flex-row items-center justify-between gap-3">
            <CardTitle id="latest-activity-title">{T.latestActivity}</CardTitle>
            <Link
              href="/admin/activity"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {T.fullLog} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </CardHeader>
          <CardContent>
            {!data ? (
              <Skeleton className="h-40 w-full" />
            ) : data.activity.length === 0 ? (
              <p className="text-sm text-slate-600">{T.noActivity}</p>
            ) : (
              <ActivityEntries items={data.activity} />
            )}
          </CardContent>
        </Card>
        <MaintenanceOverviewCard />
      </div>
    </div>
  );
}
