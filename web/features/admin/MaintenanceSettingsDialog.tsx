import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { useDiscardGuard, useReportDirty } from '@web/lib/unsaved-changes';
import type * as z from 'zod/mini';
import {
  MAINTENANCE_SUBTITLE_MAX,
  MAINTENANCE_TITLE_MAX,
  type MaintenanceSettings,
} from '@domain/contract/admin';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { MESSAGES } from '@domain/messages';
import { MAINTENANCE_DEFAULT_SUBTITLE, MAINTENANCE_DEFAULT_TITLE } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { maintenanceTextsSchema } from './maintenance-texts';
import { useUpdateMaintenance } from './use-admin-maintenance';

interface MaintenanceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: MaintenanceSettings | undefined;
}

export function MaintenanceSettingsDialog({ open, onOpenChange, settings }: MaintenanceSettingsDialogProps) {
  const update = useUpdateMaintenance();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // Changed texts are asked about before Esc, ✕ or a click beside the dialog throws them away.
  const guard = useDiscardGuard(close);
  // Closing mid-save would throw away the typed texts if the save then fails.
  const changeOpen = (next: boolean) => {
    if (!next && update.isPending) return;
    if (next) onOpenChange(true);
    else guard.requestClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 p-5 pb-0 sm:p-6 sm:pb-0">
            <div className="flex flex-col gap-1.5">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {ADMIN_MESSAGES.maintenance.settings}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {ADMIN_MESSAGES.maintenance.settingsDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-2 -mr-2"
                aria-label={MESSAGES.ui.close}
                disabled={update.isPending}
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {/* Mounted afresh on every opening, so the fields start from the saved texts. */}
          {settings && (
            <MaintenanceTextsForm
              settings={settings}
              update={update}
              onSaved={close}
              onDirtyChange={guard.setDirty}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface MaintenanceTextsFormProps {
  settings: MaintenanceSettings;
  update: ReturnType<typeof useUpdateMaintenance>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function MaintenanceTextsForm({ settings, update, onSaved, onDirtyChange }: MaintenanceTextsFormProps) {
  const form = useForm({
    defaultValues: { title: settings.title, subtitle: settings.subtitle },
    resolver: zodResolver(maintenanceTextsSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = (texts: z.output<typeof maintenanceTextsSchema>) => {
    update.mutate(texts, {
      onSuccess: () => {
        toast.success(MESSAGES.maintenance.savedTitle, { description: MESSAGES.maintenance.saved });
        onSaved();
      },
      onError: (error) => {
        console.error('Saving the maintenance texts failed', error);
        toast.error(MESSAGES.generic.error, { description: MESSAGES.maintenance.saveError });
      },
    });
  };

  // The defaults are typed in, not saved: closing before "Salvesta" asks like any other change.
  const restoreDefaults = () => {
    form.setValue('title', MAINTENANCE_DEFAULT_TITLE, { shouldDirty: true });
    form.setValue('subtitle', MAINTENANCE_DEFAULT_SUBTITLE, { shouldDirty: true });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5 p-5 sm:p-6"
    >
      <FormField label={ADMIN_MESSAGES.fields.title} error={errors.title?.message}>
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            maxLength={MAINTENANCE_TITLE_MAX}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'title')}
          />
        )}
      </FormField>
      <FormField label={ADMIN_MESSAGES.fields.subtitle} error={errors.subtitle?.message}>
        {({ inputId, describedBy, invalid }) => (
          <Textarea
            id={inputId}
            rows={3}
            maxLength={MAINTENANCE_SUBTITLE_MAX}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'subtitle')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        <Button variant="link" className="self-start sm:mr-auto sm:self-center" onClick={restoreDefaults}>
          {ADMIN_MESSAGES.maintenance.restoreDefaults}
        </Button>
        <Dialog.Close asChild>
          <Button variant="outline" disabled={update.isPending}>
            {MESSAGES.generic.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {ADMIN_MESSAGES.common.save}
        </Button>
      </div>
    </form>
  );
}
