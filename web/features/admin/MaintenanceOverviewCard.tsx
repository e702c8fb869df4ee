import { Pencil, RotateCcw, Wrench } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { maintenanceTextsForVisitors } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { MaintenanceSettingsDialog } from './MaintenanceSettingsDialog';
import { useAdminMaintenance } from './use-admin-maintenance';

const T = ADMIN_MESSAGES.maintenance;

export function MaintenanceOverviewCard() {
  const maintenance = useAdminMaintenance();
  const [dialogOpen, setDialogOpen] = useState(false);
  const settings = maintenance.data;
  // Exactly what the maintenance page shows (MaintenancePage.tsx): the stored defaults are the spec's
  // English texts, which visitors read in Estonian.
  const preview = settings && maintenanceTextsForVisitors(settings);

  return (
    <Card aria-labelledby="maintenance-overview-title" role="region">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5 [overflow-wrap:anywhere]">
          <CardTitle id="maintenance-overview-title">{T.mode}</CardTitle>
          <CardDescription>{T.cardDescription}</CardDescription>
        </div>
        {settings && <StateBadge enabled={settings.enabled} />}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {maintenance.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">{MESSAGES.generic.loading}</span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-24 w-full rounded-lg" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ) : !settings || !preview ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-sm text-red-800">{MESSAGES.generic.loadError}</p>
            <Button variant="outline" size="sm" onClick={() => void maintenance.refetch()}>
              <RotateCcw aria-hidden="true" />
              {MESSAGES.generic.retry}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-700">{settings.enabled ? T.enabledNote : T.disabledNote}</p>
            <figure
              className={cn(
                'flex flex-col items-center gap-2 rounded-lg border px-4 py-5 text-center',
                settings.enabled ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50',
              )}
            >
              <Wrench aria-hidden="true" className="size-5 text-brand-700" />
              <figcaption className="sr-only">{T.preview}</figcaption>
              <p className="text-lg font-semibold text-slate-900">{preview.title}</p>
              <p className="text-sm text-slate-700">{preview.subtitle}</p>
            </figure>
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                {settings.updatedAt
                  ? fillMessage(T.lastChanged, { date: formatDateTime(settings.updatedAt) })
                  : T.neverChanged}
              </p>
              <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
                <Pencil aria-hidden="true" />
                {T.editTexts}
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <MaintenanceSettingsDialog open={dialogOpen} onOpenChange={setDialogOpen} settings={settings} />
    </Card>
  );
}

function StateBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        enabled ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', enabled ? 'bg-amber-500' : 'bg-emerald-500')}
      />
      {enabled ? ADMIN_MESSAGES.common.onBadge : ADMIN_MESSAGES.common.offBadge}
    </span>
  );
}
