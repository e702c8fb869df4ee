import { Check, Package, Truck } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { ListingType } from '@domain/plans';
import { MESSAGES } from '@domain/messages';
import type { ListingDraft } from './listing-draft';

const TYPE_CHOICES: { value: ListingType; title: string; text: string; icon: typeof Package }[] = [
  {
    value: 'cargo',
    title: MESSAGES.myListings.cargoTab,
    text: MESSAGES.wizard.cargoChoice,
    icon: Package,
  },
  {
    value: 'transport',
    title: MESSAGES.myListings.transportTab,
    text: MESSAGES.wizard.transportChoice,
    icon: Truck,
  },
];

// What a first-time poster wants to know before starting.
const FACTS = [MESSAGES.wizard.factFree, MESSAGES.wizard.factDuration, MESSAGES.wizard.factContact];

/** Step 1: cargo that needs carrying, or free transport capacity. */
export function TypeStep() {
  const { register } = useFormContext<ListingDraft>();
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">
          {MESSAGES.wizard.typeQuestion}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {TYPE_CHOICES.map(({ value, title, text, icon: Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-200 p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={value} className="sr-only" {...register('listingType')} />
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        {FACTS.map((fact) => (
          <li key={fact} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {fact}
          </li>
        ))}
      </ul>
    </div>
  );
}
