import { useId } from 'react';
import { MESSAGES } from '@domain/messages';
import { RADIUS_KM } from '@domain/places';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { usePlace } from '@web/lib/places-query';
import { PlacePick } from './PlacePick';

// The radii a dispatcher picks from; another one (a shared link's) is offered as well.
const RADII = [10, 25, 50, 100, 150, 200, 300, 500, 1000] as const;

export interface NearValue {
  placeId: number | null;
  radiusKm: number | null;
}

/** A change: the value, and with a place just picked its name as the picker showed it. */
type NearChange = NearValue & { name?: string };

/**
 * "Within N km of a place" (issue 29): the place picker and the radius, for the feeds' and the
 * directory's filters and the alerts. The place is a pick (PlacePick); the radius is
 * RADIUS_KM.default until another is chosen, and cannot be chosen without a place.
 */
export function NearPlaceField({
  label,
  value,
  onChange,
  density,
  className,
}: {
  label: string;
  value: NearValue;
  onChange: (next: NearChange) => void;
  density?: 'compact';
  className?: string;
}) {
  const radiusId = useId();
  const place = usePlace(value.placeId);
  const radius = String(value.radiusKm ?? RADIUS_KM.default);
  const radii: string[] = RADII.map(String);
  if (!radii.includes(radius)) radii.push(radius);
  return (
    <fieldset className={cn('flex min-w-0 flex-col', className)} data-near-field>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <FormField label={<span className="sr-only">{label}</span>} className="min-w-0 flex-1 gap-0">
          {({ inputId }) => (
            <PlacePick
              id={inputId}
              density={density}
              place={value.placeId !== null ? (place.data ?? null) : null}
              onChange={(picked) =>
                onChange(
                  picked
                    ? { placeId: picked.id, radiusKm: value.radiusKm, name: picked.name }
                    : { placeId: null, radiusKm: null },
                )
              }
            />
          )}
        </FormField>
        <label className="sr-only" htmlFor={radiusId}>
          {MESSAGES.marketplace.filters.radius}
        </label>
        <Select
          id={radiusId}
          density={density}
          className="w-32 shrink-0"
          value={radius}
          disabled={value.placeId === null}
          onChange={(event) => onChange({ placeId: value.placeId, radiusKm: Number(event.target.value) })}
        >
          {radii.map((km) => (
            <option key={km} value={km}>
              {`${km} km`}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}
