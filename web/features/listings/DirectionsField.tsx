import { Plus } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { fillMessage } from '@domain/catalogue';
import { MAX_WANTED_DIRECTIONS } from '@domain/freight';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/input';
import { NearPlaceField } from '@web/features/places';
import { wholeOf } from '@web/lib/place-display';
import { lookupChoices } from './form-fields';
import { emptyDirection, type DraftDirection, type ListingDraft } from './listing-draft';
import { RepeatedRow } from './RepeatedRow';
import { useListingOptions } from './use-listing-options';

const FIELDS = MESSAGES.listingFields;

/**
 * A truck's wanted directions (issue 30, item 2): up to three, each a country or a place of the
 * gazetteer with a radius. Changing a direction's kind starts it afresh, so a country left behind
 * never rides along with a place.
 */
export function DirectionsField() {
  const form = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control: form.control, name: 'wantedDirections' });
  const options = useListingOptions();
  const countries = lookupChoices(options.countries);
  const directions: DraftDirection[] = Array.isArray(field.value) ? field.value : [];
  const errors = form.formState.errors.wantedDirections;

  const change = (next: DraftDirection[]) => {
    if (fieldState.error || errors) form.clearErrors('wantedDirections');
    field.onChange(next);
  };
  const update = (index: number, patch: Partial<DraftDirection>) =>
    change(directions.map((direction, i) => (i === index ? { ...direction, ...patch } : direction)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-wanted-directions>
      <legend className="mb-1 text-sm font-medium text-slate-800">{FIELDS.wantedDirections}</legend>
      <p className="-mt-2 text-xs text-slate-500">{FIELDS.wantedDirectionsHint}</p>
      {directions.map((direction, index) => {
        const number = index + 1;
        const label = fillMessage(FIELDS.directionKind, { number });
        const rowErrors = errors?.[index];
        const message =
          rowErrors?.country?.message ??
          rowErrors?.placeId?.message ??
          rowErrors?.radiusKm?.message ??
          rowErrors?.message ??
          null;
        return (
          <RepeatedRow
            key={index}
            label={label}
            removeLabel={fillMessage(FIELDS.removeDirection, { number })}
            onRemove={() => change(directions.filter((_, i) => i !== index))}
            data-direction={index}
          >
            <div className="flex flex-col gap-2 sm:flex-row">
              <Select
                aria-label={label}
                className="sm:w-32 sm:shrink-0"
                value={direction.kind}
                onChange={(event) => {
                  const kind = event.target.value as DraftDirection['kind'];
                  if (kind !== direction.kind) update(index, emptyDirection(kind));
                }}
              >
                <option value="country">{FIELDS.directionCountry}</option>
                <option value="place">{FIELDS.directionPlace}</option>
              </Select>
              {direction.kind === 'country' ? (
                <Select
                  aria-label={`${label}: ${FIELDS.directionCountry}`}
                  aria-invalid={message ? true : undefined}
                  className="min-w-0 sm:flex-1"
                  value={direction.country}
                  onChange={(event) => update(index, { country: event.target.value })}
                >
                  <option value="">{MESSAGES.wizard.choose}</option>
                  {countries.map((country) => (
                    <option key={country.value} value={country.value}>
                      {country.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <NearPlaceField
                  label={`${label}: ${FIELDS.directionPlace}`}
                  className="min-w-0 sm:flex-1 [&>legend]:sr-only"
                  value={{ placeId: wholeOf(direction.placeId), radiusKm: wholeOf(direction.radiusKm) }}
                  onChange={(next) =>
                    update(index, {
                      placeId: next.placeId === null ? '' : String(next.placeId),
                      // The picked place's name, for the summary; a new radius keeps it.
                      name: next.placeId === null ? '' : (next.name ?? direction.name),
                      radiusKm: next.radiusKm === null ? '' : String(next.radiusKm),
                    })
                  }
                />
              )}
            </div>
            {message && <p className="text-sm text-red-700">{message}</p>}
          </RepeatedRow>
        );
      })}
      {directions.length < MAX_WANTED_DIRECTIONS && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => change([...directions, emptyDirection()])}
        >
          <Plus aria-hidden="true" />
          {FIELDS.addDirection}
        </Button>
      )}
    </fieldset>
  );
}
