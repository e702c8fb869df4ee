import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import {
  REPORT_MESSAGE_MAX,
  REPORT_REASONS,
  reportFormSchema,
  type ReportBody,
  type ReportForm,
} from '@domain/contract/reports';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { sendReport } from './reports-api';

const R = MESSAGES.reports;

type Target = Pick<ReportBody, 'targetType' | 'targetId'>;

interface ReportDialogProps {
  target: Target;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sent, or sent before (409): the button says so from now on. */
  onReported: () => void;
}

/** "Teata": the reason and an explanation for the moderators; the reported never learn who sent it. */
export function ReportDialog({ target, open, onOpenChange, onReported }: ReportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={target.targetType === 'company' ? R.dialogTitleCompany : R.dialogTitleListing}
      description={R.dialogText}
      size="md"
    >
      {open && (
        <ReportFormBody
          target={target}
          onBusy={setBusy}
          onCancel={() => onOpenChange(false)}
          onDone={() => {
            onReported();
            onOpenChange(false);
          }}
        />
      )}
    </DialogFrame>
  );
}

const choiceClass = (checked: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm font-medium text-slate-900',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
  );

function ReportFormBody({
  target,
  onBusy,
  onCancel,
  onDone,
}: {
  target: Target;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const form = useForm<ReportForm>({
    // No reason is chosen for the user: the radio group starts empty.
    defaultValues: { reason: undefined as unknown as ReportForm['reason'], message: '' },
    resolver: zodResolver(reportFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { field: reason } = useController({ control: form.control, name: 'reason' });
  const errors = form.formState.errors;

  const finish = (next: boolean) => {
    setPending(next);
    onBusy(next);
  };
  const submit = (value: ReportForm) => {
    finish(true);
    // A plain promise: the refreshed feed may take the listing (and this dialog) off the page.
    sendReport(queryClient, { ...target, ...value }).then(
      () => {
        finish(false);
        toast.success(R.sent);
        onDone();
      },
      (error: unknown) => {
        finish(false);
        if (error instanceof ApiError && error.status === 409) {
          toast.info(R.alreadyReported);
          onDone();
          return;
        }
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(R.sendError, { description: error instanceof ApiError ? error.message : undefined });
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.reason ? 'report-reason-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{R.reasonLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REPORT_REASONS.map((option) => (
            <label key={option} className={choiceClass(reason.value === option)}>
              <input
                type="radio"
                name="report-reason"
                value={option}
                checked={reason.value === option}
                onChange={() => {
                  reason.onChange(option);
                  form.clearErrors('reason');
                }}
                className="size-4 accent-brand-600"
              />
              {R.reasons[option]}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id="report-reason-error" className="text-sm text-red-700">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <FormField label={R.messageLabel} error={errors.message?.message}>
        {({ inputId, describedBy, invalid }) => (
          <Textarea
            id={inputId}
            rows={4}
            maxLength={REPORT_MESSAGE_MAX}
            placeholder={R.messagePlaceholder}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'message')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {R.cancel}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {R.send}
        </Button>
      </div>
    </form>
  );
}
