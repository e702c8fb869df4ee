import { RotateCcw, Settings } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { MESSAGES } from '@domain/messages';
import { maintenanceTextsForVisitors } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { cn } from '@web/lib/cn';
import { richMessage } from './rich-text';
import { MaintenanceSettingsDialog } from './MaintenanceSettingsDialog';
import { useAdminMaintenance, useUpdateMaintenance } from './use-admin-maintenance';

const T = ADMIN_MESSAGES.maintenance;

export function MaintenanceControl({ className }: { className?: string }) {
  const id = useId();
  const maintenance = useAdminMaintenance();
  const toggle = useUpdateMaintenance();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Switching on takes the whole site away from visitors: asked first. Switching off is not.
  const [confirmOpen, setConfirmOpen] = useState(false);

  // While the change is on its way the switch shows where it is going; a refused change leaves the
  // stored state untouched, so the switch falls back by itself.
  const pendingEnabled = toggle.isPending ? toggle.variables.enabled : undefined;
  const enabled = pendingEnabled ?? maintenance.data?.enabled ?? false;

  const change = (next: boolean) => {
    toggle.mutate(
      { enabled: next },
      {
        onSuccess: (settings) => {
          setConfirmOpen(false);
          toast.success(settings.enabled ? MESSAGES.maintenance.enabled : MESSAGES.maintenance.disabled);
        },
        onError: (error) => {
          setConfirmOpen(false);
          console.error('Switching maintenance mode failed', error);
          toast.error(MESSAGES.generic.error, { description: MESSAGES.maintenance.toggleError });
        },
      },
    );
  };

  return (
    <div
      className={cn(
        'flex h-10 shrink-0 items-center gap-2 rounded-lg border pl-3 transition-colors',
        enabled ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
        className,
      )}
    >
      <label
        htmlFor={`${id}-switch`}
        className="cursor-pointer text-sm font-medium whitespace-nowrap text-slate-900"
      >
        {T.mode}
      </label>
      <Switch.Root
        id={`${id}-switch`}
        checked={enabled}
        onCheckedChange={(next) => (next ? setConfirmOpen(true) : change(false))}
        disabled={!maintenance.data || toggle.isPending}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-amber-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      {maintenance.isError && !maintenance.data ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={T.loadFailed}
          title={T.loadFailed}
          onClick={() => void maintenance.refetch()}
        >
          <RotateCcw aria-hidden="true" className="text-red-700" />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={T.settings}
          title={T.settings}
          disabled={!maintenance.data}
          onClick={() => setDialogOpen(true)}
        >
          <Settings aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={T.confirmTitle}
        description={richMessage(T.confirmText, {
          title: maintenance.data && (
            <span className="font-semibold text-slate-900">
              {maintenanceTextsForVisitors(maintenance.data).title}
            </span>
          ),
        })}
        confirmLabel={T.turnOn}
        destructive
        pending={toggle.isPending}
        onConfirm={() => change(true)}
      />
      <MaintenanceSettingsDialog open={dialogOpen} onOpenChange={setDialogOpen} settings={maintenance.data} />
    </div>
  );
}
