import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import type { TagOption } from '@web/components/ui/tag-input';
import { EMPTY_ROUTE, type CompanyDraft } from './company-draft';
import { fieldsFor } from './field-controls';
import { errorMessage } from './form-errors';

const F = fieldsFor<CompanyDraft>();

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
      <legend className="mb-1 text-sm font-medium text-slate-800">Regulaarsed liinid</legend>
      <p className="text-xs text-slate-500">
        Liinid, mida sõidate korrapäraselt. Need on näha ettevõtete kataloogis ja regulaarsete liinide
        tabelis.
      </p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          Liine ei ole veel lisatud.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} data-route-row={index}>
              <fieldset className="relative min-w-0 rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:p-4">
                {/* Floated, the legend sits inside the box like a heading, with the button beside it. */}
                <legend className="float-left flex h-9 items-center text-sm font-semibold text-slate-900">
                  Liin {index + 1}
                </legend>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Eemalda liin ${index + 1}`}
                  onClick={() => remove(index)}
                  className="absolute top-3 right-2 text-slate-600 sm:top-4 sm:right-3"
                >
                  <Trash2 aria-hidden="true" />
                  Eemalda
                </Button>
                <div className="clear-both grid gap-3 pt-2 sm:grid-cols-2">
                  <F.Text
                    name={`regularRoutes.${index}.route`}
                    label="Marsruut"
                    required
                    placeholder="Tallinn → Riia"
                    maxLength={200}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.frequency`}
                    label="Sagedus"
                    placeholder="kord nädalas"
                    maxLength={100}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.capacity`}
                    label="Mahutavus"
                    placeholder="24 t"
                    maxLength={100}
                  />
                  <F.Text
                    name={`regularRoutes.${index}.trailerType`}
                    label="Haagise tüüp"
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
          Lisa liin
        </Button>
      </div>
    </fieldset>
  );
}
