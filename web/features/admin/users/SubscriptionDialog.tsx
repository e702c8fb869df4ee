import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { countMessage } from '@domain/catalogue';
import type { AdminUser } from '@domain/contract/admin-users';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { FormField } from '@web/components/ui/form-field';
import { DatePicker } from '@web/components/ui/date-picker';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { richMessage } from '../rich-text';

import {
  draftEnd,
  isDraftComplete,
  SUBSCRIPTION_PRESETS,
  subscriptionDraftSchema,
  tallinnToday,
  toSubscriptionChange,
  type SubscriptionDraft,
} from './subscription-form';
import { useSetUserSubscription } from './use-set-user-subscription';
import { hasPaidSubscription, planSentence } from './user-text';

const T = ADMIN_MESSAGES.subscription;

interface SubscriptionDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * The admin's plan for a user: the current one, then Free or Premium for 7, 14 or 30 days or until a
 * chosen day. A trial is shown but not given here.
 */
export function SubscriptionDialog({ user, onClose }: SubscriptionDialogProps) {
  const save = useSetUserSubscription();
  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={save.isPending}
      title={T.title}
      description={user?.email}
      size="md"
    >
      {/* Mounted afresh for each user, so the form starts from that user's plan. */}
      {user && <SubscriptionForm key={user.id} user={user} save={save} onDone={onClose} />}
    </DialogFrame>
  );
}

const choiceClass = (checked: boolean, disabled = false) =>
  cn(
    'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-3 py-2 text-sm font-semibold text-slate-900',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
    disabled && 'cursor-not-allowed bg-slate-50 opacity-60 hover:border-slate-200',
  );

function SubscriptionForm({
  user,
  save,
  onDone,
}: {
  user: AdminUser;
  save: ReturnType<typeof useSetUserSubscription>;
  onDone: () => void;
}) {
  const paid = hasPaidSubscription(user.subscription);
  const form = useForm<SubscriptionDraft>({
    defaultValues: { tier: paid ? 'free' : 'premium', duration: '30', customDay: '' },
    resolver: zodResolver(subscriptionDraftSchema),
    reValidateMode: 'onSubmit',
  });
  const { field: tier } = useController({ control: form.control, name: 'tier' });
  const { field: duration } = useController({ control: form.control, name: 'duration' });
  const { field: customDay } = useController({ control: form.control, name: 'customDay' });
  const draft: SubscriptionDraft = { tier: tier.value, duration: duration.value, customDay: customDay.value };
  const end = draftEnd(draft);
  const dayError = form.formState.errors.customDay?.message;

  const submit = (value: SubscriptionDraft) => {
    const change = toSubscriptionChange(value);
    save.mutate(
      { id: user.id, change },
      {
        onSuccess: (updated) => {
          toast.success(ADMIN_MESSAGES.subscriptionSet(planSentence(updated.subscription)));
          onDone();
        },
        onError: (error) => {
          console.error('Setting the subscription failed', error);
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(ADMIN_MESSAGES.setSubscriptionError, {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
    >
      <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
        <span className="text-slate-600">{T.current}</span>{' '}
        <strong className="font-semibold text-slate-900">{planSentence(user.subscription)}</strong>
        {paid && (
          <p className="mt-1.5 flex gap-1.5 text-slate-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            {T.paidWarning}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{ADMIN_MESSAGES.fields.tier}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['free', 'premium'] as const).map((option) => {
            const disabled = option === 'premium' && paid;
            return (
              <label key={option} className={choiceClass(tier.value === option, disabled)}>
                <input
                  type="radio"
                  name="subscription-tier"
                  value={option}
                  checked={tier.value === option}
                  disabled={disabled}
                  onChange={() => tier.onChange(option)}
                  className="sr-only"
                />
                {option === 'free' ? ADMIN_MESSAGES.plans.free : MESSAGES.generic.premium}
              </label>
            );
          })}
        </div>
      </fieldset>

      {tier.value === 'premium' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{MESSAGES.wizard.duration}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[...SUBSCRIPTION_PRESETS, 'custom' as const].map((option) => (
              <label key={option} className={choiceClass(duration.value === option)}>
                <input
                  type="radio"
                  name="subscription-duration"
                  value={option}
                  checked={duration.value === option}
                  onChange={() => duration.onChange(option)}
                  className="sr-only"
                />
                {option === 'custom'
                  ? MESSAGES.wizard.chooseDate
                  : countMessage(MESSAGES.wizard.days, Number(option))}
              </label>
            ))}
          </div>
          {duration.value === 'custom' && (
            <FormField label={T.endDate} error={dayError} className="mt-2">
              {({ inputId, describedBy, invalid }) => (
                <DatePicker
                  id={inputId}
                  label={T.endDate}
                  value={customDay.value}
                  onChange={(day) => {
                    customDay.onChange(day);
                    form.clearErrors('customDay');
                  }}
                  fromDay={tallinnToday()}
                  invalid={invalid}
                  describedBy={describedBy}
                />
              )}
            </FormField>
          )}
        </fieldset>
      )}

      <p className="text-sm text-slate-700" aria-live="polite">
        {tier.value === 'free'
          ? user.subscription.access
            ? T.endsNow
            : T.alreadyFree
          : end
            ? richMessage(T.premiumUntil, {
                date: <strong className="font-semibold">{formatDate(end)}</strong>,
              })
            : T.chooseEnd}
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {MESSAGES.generic.cancel}
        </Button>
        <Button
          type="submit"
          disabled={save.isPending || !isDraftComplete(draft)}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {ADMIN_MESSAGES.common.save}
        </Button>
      </div>
    </form>
  );
}
