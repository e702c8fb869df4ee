import { useFormContext, useWatch } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { NearPlaceField } from '@web/features/places';
import { errorMessage } from './form-errors';
import type { NotificationDraft } from './notification-draft';
import { wholeOf } from '@web/lib/place-display';

const N = ACCOUNT_MESSAGES.notifications;

/**
 * "Near a place" for the cargo and the transport alerts (docs/decisions/0068): the pickup and the
 * delivery each within a radius of a place of the gazetteer.
 */
export function AlertNearGroup() {
  const form = useFormContext<NotificationDraft>();
  const ends = [
    { label: MESSAGES.marketplace.filters.originNear, place: 'originNear', radius: 'originRadiusKm' },
    {
      label: MESSAGES.marketplace.filters.destinationNear,
      place: 'destinationNear',
      radius: 'destinationRadiusKm',
    },
  ] as const;
  const values = useWatch({
    control: form.control,
    name: ['originNear', 'originRadiusKm', 'destinationNear', 'destinationRadiusKm'],
  });
  const [originNear, originRadiusKm, destinationNear, destinationRadiusKm] = values;
  const current = { originNear, originRadiusKm, destinationNear, destinationRadiusKm };
  const error = ends
    .map(
      (end) =>
        errorMessage(form.formState.errors[end.place]) ?? errorMessage(form.formState.errors[end.radius]),
    )
    .find(Boolean);
  return (
    <section
      aria-label={N.nearTitle}
      data-alert-group="near"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900">{N.nearTitle}</h3>
        <p className="text-sm text-slate-600">{N.nearHint}</p>
      </div>
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
        {ends.map((end) => (
          <NearPlaceField
            key={end.place}
            label={end.label}
            value={{ placeId: wholeOf(current[end.place]), radiusKm: wholeOf(current[end.radius]) }}
            onChange={(next) => {
              const options = { shouldDirty: true };
              form.setValue(end.place, next.placeId === null ? '' : String(next.placeId), options);
              form.setValue(
                end.radius,
                next.placeId === null || next.radiusKm === null ? '' : String(next.radiusKm),
                options,
              );
              form.clearErrors([end.place, end.radius]);
            }}
          />
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </section>
  );
}
