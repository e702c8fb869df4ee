import { Plus, Trash2 } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import type { TagOption } from '@web/components/ui/tag-input';
import { EMPTY_ROUTE, type CompanyDraft } from './company-draft';
import { fieldsFor } from './field-controls';
import { errorMessage } from './form-errors';

const F = fieldsFor<CompanyDraft>();
const R = ACCOUNT_MESSAGES.routes;

// The contract's limit (domain/contract/profile.ts: P.tooManyRoutes).
const MAX_ROUTES = 50;

/**
 * The company's regular routes, one row each: the route itself (required), how often, what capacity
 * and which trailer. Rows are added and removed freely; an empty list is saved as none.
 */
export function RegularRoutesEditor({ trailerTypes }: { trailerTypes: readonly TagOption[] }) {
  const { control, formState } = useFormContext<CompanyDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'regularRoutes' });
  const listError =
    formState.errors.regularRoutes?.message ?? errorMessage(formState.errors.regularRoutes?.root);
  const full = fields.length >= MAX_ROUTES;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{MESSAGES.companies.routes}</legend>
      <p className="text-xs text-slate-500">{R.hint}</p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          {R.none}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} data-route-row={index}>
              <fieldset className="relative min-w-0 rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:p-4">
                {/* Floated, the legend sits inside the box like a heading, with the button beside it. */}
                <legend className="float-left flex h-9 items-center text-sm font-semibold text-slate-900">
                  {fillMessage(R.row, { number: index + 1 })}
                </legend>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={fillMessage(R.removeRow, { number: index + 1 })}
                  onClick={() => remove(index)}
                  className="absolute top-3 right-2 text-slate-600 sm:top-4 sm:right-3"
                >
                  <Trash2 aria-hidden="true" />
                  {R.remove}
                </Button>
                <div className="clear-both grid gap-3 pt-2 sm:grid-cols-2">
                  <F.Text
                    name={`regularRoutes.${index}.route`}
                    label={MESSAGES.listingFields.route}
                    required
                    placeholder={ACCOUNT_MESSAGES.form.routePlaceholder}
                    maxLength={200}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.frequency`}
                    label={MESSAGES.companies.frequency}
                    placeholder={R.frequencyPlaceholder}
                    maxLength={100}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.capacity`}
                    label={MESSAGES.marketplace.fields.capacity}
                    placeholder={R.capacityPlaceholder}
                    maxLength={100}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.trailerType`}
                    label={MESSAGES.listingFields.trailerType}
                    suggestions={trailerTypes}
                    maxLength={100}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <div>
        <Button variant="outline" onClick={() => append({ ...EMPTY_ROUTE })} disabled={full}>
          <Plus aria-hidden="true" />
          {R.add}
        </Button>
      </div>
    </fieldset>
  );
}
