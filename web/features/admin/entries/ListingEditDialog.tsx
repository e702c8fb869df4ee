import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { useState } from 'react';
import { MESSAGES } from '@domain/messages';
import type { AdminListingItem, AdminListingStatus } from '@domain/contract/admin-entries';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/input';
import { AuthDialogProvider } from '@web/features/auth';
import { daysLabel, EditListingDialog } from '@web/features/listings';
import { useSaveListing } from './use-save-listing';

const STATUS_CHOICES: Record<AdminListingStatus, string> = {
  active: MESSAGES.listingBadge.active,
  expired: MESSAGES.listingBadge.expired,
};
const T = ADMIN_MESSAGES.entries;

interface ListingEditDialogProps {
  item: AdminListingItem | null;
  onClose: () => void;
}

/**
 * The back office's edit of any listing: the owner's form (its fields and rules) and the spec's status
 * choice, active or expired. Active again is a reactivation for one of the owner's durations; expired
 * ends it now, out of the feeds at once (the owner can reactivate it).
 */
export function ListingEditDialog({ item, onClose }: ListingEditDialogProps) {
  // The status choice starts again with each listing opened, and stays while the dialog closes.
  const [opened, setOpened] = useState(item);
  if (item && item !== opened) setOpened(item);
  // The form offers a sign-in when the session ends while it is open; the back office has no
  // sign-in dialog of its own, so it brings the site's.
  return (
    <AuthDialogProvider>
      <EditForm key={opened?.id} item={item} onClose={onClose} />
    </AuthDialogProvider>
  );
}

function EditForm({ item, onClose }: ListingEditDialogProps) {
  const save = useSaveListing();
  const [status, setStatus] = useState<AdminListingStatus>(item?.state ?? 'active');
  const durations = item?.owner.reactivationDurations ?? [7];
  const [days, setDays] = useState(durations[0] ?? 7);
  const reactivating = item !== null && item.state === 'expired' && status === 'active';
  const expiring = item !== null && item.state === 'active' && status === 'expired';

  const extraFields = item && (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase">
        {ADMIN_MESSAGES.common.status}
      </legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={ADMIN_MESSAGES.fields.status}
          hint={expiring ? T.expireHint : reactivating ? T.reactivateHint : undefined}
        >
          {({ inputId, describedBy }) => (
            <Select
              id={inputId}
              aria-describedby={describedBy}
              value={status}
              onChange={(event) => setStatus(event.target.value as AdminListingStatus)}
            >
              {Object.entries(STATUS_CHOICES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {reactivating && (
          <FormField
            label={MESSAGES.wizard.duration}
            hint={durations.length === 1 ? T.freeDuration : T.planDurations}
          >
            {({ inputId, describedBy }) => (
              <Select
                id={inputId}
                aria-describedby={describedBy}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
              >
                {durations.map((value) => (
                  <option key={value} value={value}>
                    {daysLabel(value)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>
    </fieldset>
  );

  return (
    <EditListingDialog
      item={item}
      onClose={onClose}
      save={{
        run: ({ body, changed }, callbacks) => {
          if (item) save.mutate({ item, body, changed, status, durationDays: days }, callbacks);
        },
        pending: save.isPending,
        extraFields,
        successMessage: ADMIN_MESSAGES.updated,
        errorMessage: ADMIN_MESSAGES.listingUpdateError,
      }}
    />
  );
}
