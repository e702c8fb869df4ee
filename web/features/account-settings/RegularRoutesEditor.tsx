import { Plus, Trash2 } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { joinRoute } from '@domain/regular-routes';
import { FormField } from '@web/components/ui/form-field';
import { PlaceCombobox } from '@web/features/places';
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
                  <RouteEndField index={index} end="from" />
                  <RouteEndField index={index} end="to" />
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

/**
 * One end of a route through the place picker: typed text stays (a region, a port), a pick keeps
 * the place's id. The route's text ('Tallinn → Riia') is made of both ends as they change; its
 * error ("Palun sisestage marsruut") shows at the start.
 */
function RouteEndField({ index, end }: { index: number; end: 'from' | 'to' }) {
  const form = useFormContext<CompanyDraft>();
  const row = `regularRoutes.${index}` as const;
  const placeKey = end === 'from' ? 'originPlaceId' : 'destinationPlaceId';
  // Through a controller, so that a new row's start takes the focus as a field of it would.
  const { field } = useController({ control: form.control, name: `${row}.${end}` });
  const text = field.value;
  const placeId = useWatch({ control: form.control, name: `${row}.${placeKey}` });
  const error = end === 'from' ? errorMessage(form.formState.errors.regularRoutes?.[index]?.route) : null;
  const set = (next: string, id: string) => {
    const other = form.getValues(`${row}.${end === 'from' ? 'to' : 'from'}`);
    const options = { shouldDirty: true };
    field.onChange(next);
    form.setValue(`${row}.${placeKey}`, id, options);
    form.setValue(`${row}.route`, end === 'from' ? joinRoute(next, other) : joinRoute(other, next), options);
    if (error) form.clearErrors(`${row}.route`);
  };
  return (
    <FormField
      label={end === 'from' ? MESSAGES.marketplace.fields.origin : MESSAGES.marketplace.fields.destination}
      required={end === 'from'}
      error={error}
    >
      {({ inputId, describedBy, invalid }) => (
        <PlaceCombobox
          id={inputId}
          value={text}
          // The status line is not shown here, so the picked place needs no country.
          picked={placeId ? { name: text, country: '' } : null}
          onType={(next) => set(next, '')}
          onPick={(place) => set(place.name, String(place.id))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          describedBy={describedBy}
          invalid={invalid}
          required={end === 'from'}
        />
      )}
    </FormField>
  );
}
