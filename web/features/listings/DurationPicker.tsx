import { Lock } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { isPremiumDuration, PREMIUM_DURATIONS } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { PremiumBadge, type PremiumAccess } from '@web/features/templates';
import { cn } from '@web/lib/cn';
import type { ListingDraft } from './listing-draft';
import { daysLabel } from './listing-summary';

/**
 * Said where the longer durations are locked because the plan could not be read: a premium user would
 * otherwise see them locked with no reason, and asking again is all it takes.
 */
export function PlanUnknownNote({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      {MESSAGES.wizard.planUnknown}{' '}
      <Button variant="link" className="h-auto p-0 text-sm" onClick={onRetry} disabled={retrying}>
        {MESSAGES.generic.retry}
      </Button>
    </p>
  );
}

interface DurationPickerProps {
  access: PremiumAccess;
  allowed: readonly number[];
  /** Asks for the plan again when it could not be read. */
  onRetryPlan: () => void;
  retryingPlan: boolean;
}

/**
 * The duration choice of step 4: 1, 3, 5, 7 days for everybody, 14, 21, 30 with the Premium badge. A free
 * user sees the longer ones disabled, with the way to the plans; so does anyone whose plan is not known
 * yet, since the server would refuse them for a free one.
 */
export function DurationPicker({ access, allowed, onRetryPlan, retryingPlan }: DurationPickerProps) {
  const { control, clearErrors } = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control, name: 'durationDays' });
  const locked = access === 'free';
  const errorId = 'duration-error';

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase">
        {MESSAGES.wizard.durationTitle}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PREMIUM_DURATIONS.map((days) => {
          const premium = isPremiumDuration(days);
          const disabled = !allowed.includes(days);
          const checked = field.value === days;
          return (
            <label
              key={days}
              className={cn(
                'flex min-h-14 cursor-pointer flex-col justify-center gap-1 rounded-lg border-2 px-3 py-2 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
                disabled &&
                  'cursor-not-allowed border-slate-200 bg-slate-50 opacity-70 hover:border-slate-200',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={days}
                checked={checked}
                disabled={disabled}
                onChange={() => {
                  field.onChange(days);
                  clearErrors('durationDays');
                }}
                onBlur={field.onBlur}
                ref={checked || (!field.value && days === 1) ? field.ref : undefined}
                className="sr-only"
              />
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                {disabled && <Lock aria-hidden="true" className="size-3.5 text-slate-500" />}
                {daysLabel(days)}
              </span>
              {premium && <PremiumBadge className="self-start" />}
            </label>
          );
        })}
      </div>
      {fieldState.error && (
        <p id={errorId} className="text-sm text-red-700">
          {fieldState.error.message ?? MESSAGES.wizard.durationRequired}
        </p>
      )}
      {access === 'unknown' && <PlanUnknownNote onRetry={onRetryPlan} retrying={retryingPlan} />}
      {locked && (
        <p className="text-sm text-slate-600">
          {MESSAGES.wizard.durationNotAllowed}.{' '}
          <Link to="/hinnad" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {MESSAGES.generic.viewPlans}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
