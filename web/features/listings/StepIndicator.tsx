import { Check } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';

export const WIZARD_STEPS = MESSAGES.wizard.steps;
export type WizardStepNumber = 1 | 2 | 3 | 4;

/** "1 Kuulutuse tüüp – 2 Detailid – 3 Kontakt – 4 Kestus & kokkuvõte", the current one marked. */
export function StepIndicator({ step }: { step: WizardStepNumber }) {
  return (
    <ol aria-label={MESSAGES.wizard.stepsLabel} className="grid grid-cols-4 gap-1.5 sm:gap-3">
      {WIZARD_STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={cn('h-1.5 rounded-full', done || current ? 'bg-brand-600' : 'bg-slate-200')}
            />
            <span
              className={cn(
                'flex min-w-0 items-center gap-1.5 text-xs font-semibold',
                current ? 'text-brand-700' : done ? 'text-slate-700' : 'text-slate-500',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px]',
                  done ? 'bg-brand-600 text-white' : current ? 'bg-brand-100 text-brand-800' : 'bg-slate-100',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-3" /> : number}
              </span>
              {/* A phone has room for the numbers only; the dialog's subtitle names the current step. */}
              <span className="sr-only truncate sm:not-sr-only">
                {label}
                {done && <span className="sr-only"> {MESSAGES.wizard.stepDone}</span>}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
