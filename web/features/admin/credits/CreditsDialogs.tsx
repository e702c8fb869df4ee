import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { countMessage, fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import type * as z from 'zod/mini';
import { CREDIT_AMOUNT_MAX, type AdminCreditItem } from '@domain/contract/admin-credits';
import { FREE_MONTHLY_CREDITS } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented';
import { toast } from '@web/lib/toast';
import { richMessage } from '../rich-text';
import {
  creditFormSchema,
  creditMonthText,
  previewCredits,
  type CreditFormInput,
  type CreditOperation,
} from './credit-form';
import { useChangeCredits } from './use-change-credits';

interface DialogProps {
  item: AdminCreditItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const T = ADMIN_MESSAGES.credits;

const OPERATIONS: { value: CreditOperation; label: string }[] = [
  { value: 'add', label: T.add },
  { value: 'remove', label: T.remove },
];

const monthText = creditMonthText;

function failed(title: string, error: unknown) {
  console.error(title, error);
  toast.error(title, { description: error instanceof Error ? error.message : undefined });
}

/** Add or remove a free user's credits: how many, and the month it leaves. */
export function EditCreditsDialog({ item, open, onOpenChange }: DialogProps) {
  const change = useChangeCredits();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={change.isPending}
      title={T.editTitle}
      description={<span className="break-all">{item.email}</span>}
    >
      {/* Mounted afresh on every opening, so the form starts empty. */}
      {open && <EditCreditsForm item={item} change={change} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

function EditCreditsForm({
  item,
  change,
  onDone,
}: {
  item: AdminCreditItem;
  change: ReturnType<typeof useChangeCredits>;
  onDone: () => void;
}) {
  const form = useForm<CreditFormInput, unknown, z.output<typeof creditFormSchema>>({
    defaultValues: { operation: 'add', amount: '' },
    resolver: zodResolver(creditFormSchema),
    reValidateMode: 'onSubmit',
  });
  const operation = form.watch('operation');
  const preview = previewCredits(item, operation, form.watch('amount'));
  const { errors } = form.formState;

  const submit = (values: z.output<typeof creditFormSchema>) => {
    change.mutate(
      { userId: item.userId, change: values },
      {
        onSuccess: (updated) => {
          toast.success(ADMIN_MESSAGES.creditsUpdated, {
            description: `${updated.email}: ${monthText(updated, updated.monthlyCredits)}`,
          });
          onDone();
        },
        onError: (error) => failed(ADMIN_MESSAGES.creditsUpdateError, error),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-slate-700">
        {fillMessage(T.thisMonth, { month: monthText(item, item.monthlyCredits) })}
      </p>
      <SegmentedControl
        label={T.operation}
        options={OPERATIONS}
        value={operation}
        onChange={(next) => form.setValue('operation', next)}
      />
      <FormField
        label={MESSAGES.listingFields.quantity}
        error={errors.amount?.message}
        hint={operation === 'add' ? T.addHint : T.removeHint}
      >
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(CREDIT_AMOUNT_MAX).length + 4}
            required
            autoFocus
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'amount')}
          />
        )}
      </FormField>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-slate-900">
        {preview &&
          (preview.unchanged
            ? ADMIN_MESSAGES.creditsNothingToRemove
            : fillMessage(T.afterChange, { month: monthText(preview, item.monthlyCredits) }))}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          {MESSAGES.generic.cancel}
        </Button>
        <Button
          type="submit"
          disabled={change.isPending || preview?.unchanged}
          aria-busy={change.isPending || undefined}
        >
          {change.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {ADMIN_MESSAGES.common.save}
        </Button>
      </div>
    </form>
  );
}

/** "Are you sure?" before a free user's month starts again. */
export function ResetCreditsDialog({ item, open, onOpenChange }: DialogProps) {
  const change = useChangeCredits();
  const reset = () =>
    change.mutate(
      { userId: item.userId, change: { operation: 'reset' } },
      {
        onSuccess: (updated) => {
          toast.success(ADMIN_MESSAGES.creditsReset, {
            description: `${updated.email}: ${monthText(updated, updated.monthlyCredits)}`,
          });
          onOpenChange(false);
        },
        onError: (error) => failed(ADMIN_MESSAGES.creditsResetError, error),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.resetTitle}
      description={
        <>
          {richMessage(countMessage(T.resetText, FREE_MONTHLY_CREDITS, { email: '{email}' }), {
            email: <span className="font-semibold break-all text-slate-900">{item.email}</span>,
          })}
          {item.bonusCredits > 0 && ` ${fillMessage(T.bonusKept, { count: item.bonusCredits })}`}
        </>
      }
      confirmLabel={ADMIN_MESSAGES.common.reset}
      pending={change.isPending}
      onConfirm={reset}
    />
  );
}
