import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { countMessage } from '@domain/catalogue';
import { formatDateTime } from '@domain/format';
import { reactivateSchema } from '@domain/listing-input';
import { isLive } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { isPremiumDuration, listingExpiresAt, REACTIVATION_DURATIONS_PREMIUM } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import {
  daysLabel,
  offeredReactivationDurations,
  PlanUnknownNote,
  usePublishingInfo,
} from '@web/features/listings';
import { PremiumBadge, type PremiumAccess } from '@web/features/templates';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { routeText } from '@web/lib/listing-display';
import type { MyListing } from './types';
import { useReactivateListing } from './use-owner-actions';

const M = ACCOUNT_MESSAGES.myListings;
// The sentence around the date, so each language puts it where its words need it.
const [EXPIRES_BEFORE = '', EXPIRES_AFTER = ''] = M.expiresOn.split('{date}');

interface ReactivateDialogProps {
  item: MyListing | null;
  access: PremiumAccess;
  onClose: () => void;
}

/**
 * Brings an expired, paused or completed listing back for 7 days (14 or 30 with premium), or
 * extends a running one in its last day (the same action: published again for a new duration).
 */
export function ReactivateDialog({ item, access, onClose }: ReactivateDialogProps) {
  const reactivate = useReactivateListing();
  const info = usePublishingInfo();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && !reactivate.isPending && onClose()}>
      <DialogContent size="sm">
        {item && (
          <ReactivateForm
            key={item.id}
            item={item}
            access={access}
            allowed={offeredReactivationDurations(info.data)}
            onRetryPlan={() => void info.refetch()}
            retryingPlan={info.isFetching}
            reactivate={reactivate}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  item: MyListing;
  access: PremiumAccess;
  /** The plan's reactivation durations (GET /api/me/publishing); the free plan's until it is known. */
  allowed: readonly number[];
  onRetryPlan: () => void;
  retryingPlan: boolean;
  reactivate: ReturnType<typeof useReactivateListing>;
  onDone: () => void;
}

function ReactivateForm({ item, access, allowed, onRetryPlan, retryingPlan, reactivate, onDone }: FormProps) {
  const form = useForm({
    defaultValues: { durationDays: REACTIVATION_DURATIONS_PREMIUM[0] },
    resolver: zodResolver(reactivateSchema),
  });
  const { field: duration } = useController({ control: form.control, name: 'durationDays' });
  const days = duration.value;
  const locked = access === 'free';
  // Decided once, when the dialog opens: a running listing is extended.
  const [extending] = useState(() => isLive(item));

  const confirm = ({ durationDays }: z.output<typeof reactivateSchema>) =>
    reactivate.mutate(
      { type: item.type, id: item.id, durationDays },
      {
        onSuccess: () => {
          toast.success(extending ? M.extended : M.reactivated);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(MESSAGES.myListings.reactivateError, {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );

  return (
    <>
      <DialogHeader
        title={extending ? M.extend : M.reactivate}
        description={routeText(item)}
        closeDisabled={reactivate.isPending}
      />
      <DialogBody className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">{M.newDuration}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {REACTIVATION_DURATIONS_PREMIUM.map((option) => {
              const premium = isPremiumDuration(option);
              const disabled = !allowed.includes(option);
              const checked = days === option;
              return (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center justify-between gap-2 rounded-lg border-2 px-3 py-2 sm:min-h-14 sm:flex-col sm:items-start sm:justify-center sm:gap-1',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
                    disabled && 'cursor-not-allowed bg-slate-50 opacity-70 hover:border-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name="reactivate-days"
                    value={option}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => duration.onChange(option)}
                    className="sr-only"
                  />
                  <span className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-slate-900">
                    {disabled && <Lock aria-hidden="true" className="size-3.5 text-slate-500" />}
                    {daysLabel(option)}
                  </span>
                  {premium && <PremiumBadge />}
                </label>
              );
            })}
          </div>
        </fieldset>
        <p className="text-sm text-slate-700">
          {EXPIRES_BEFORE}
          <strong className="font-semibold">{formatDateTime(listingExpiresAt(new Date(), days))}</strong>
          {EXPIRES_AFTER}
        </p>
        {access === 'unknown' && <PlanUnknownNote onRetry={onRetryPlan} retrying={retryingPlan} />}
        {locked && (
          <p className="text-sm text-slate-600">
            {MESSAGES.myListings.longerDurationsPremium}.{' '}
            <Link to="/hinnad" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {MESSAGES.generic.viewPlans}
            </Link>
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Dialog.Close asChild>
          <Button variant="outline" disabled={reactivate.isPending}>
            {MESSAGES.generic.cancel}
          </Button>
        </Dialog.Close>
        <Button
          onClick={(event) => void form.handleSubmit(confirm)(event)}
          disabled={reactivate.isPending}
          aria-busy={reactivate.isPending || undefined}
        >
          {reactivate.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {countMessage(M.activateFor, days)}
        </Button>
      </DialogFooter>
    </>
  );
}
