import { LoaderCircle, LogIn } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { ListingItem } from '@domain/contract/listings';
import { firstProblem, cargoListingFieldsSchema, transportListingFieldsSchema } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ApiError, type SessionNotice } from '@web/lib/api';
import { routeText } from '@web/lib/listing-display';
import { useDiscardGuard, useReportDirty } from '@web/lib/unsaved-changes';
import { dataToDraft, emptyDraft, type ListingDraft } from './listing-draft';
import { listingResolver, type ListingBody } from './listing-resolver';
import { ContactFields, DetailFields } from './ListingFields';
import { useUpdateListing } from './use-update-listing';

/** What the form edits: a listing's id, type and route, and its fields as the answers carry them. */
type EditableListing = { type: ListingType; id: string } & Pick<
  ListingItem,
  'originCity' | 'originCountry' | 'destinationCity' | 'destinationCountry'
>;

type SaveCallbacks = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * Another way to save the same form (the back office's): its own request, its own controls above the
 * listing's fields, its own toasts. `changed` says whether any field differs from the listing's.
 */
interface ListingEditSave {
  run: (edit: { body: ListingBody; changed: boolean }, callbacks: SaveCallbacks) => void;
  pending: boolean;
  extraFields?: ReactNode;
  successMessage: string;
  errorMessage: string;
}

interface EditListingDialogProps {
  item: EditableListing | null;
  onClose: () => void;
  /** The screen's words for a session lost on saving. */
  sessionNotice?: SessionNotice;
  /** Saves some other way than the owner's edit (PATCH /api/listings/{type}/{id} only). */
  save?: ListingEditSave;
}

/**
 * Edits a listing with the wizard's fields and rules (no duration: that is reactivation's): the
 * owner's own, or any listing in the back office, which brings its own `save`.
 */
export function EditListingDialog({ item, onClose, sessionNotice, save }: EditListingDialogProps) {
  const update = useUpdateListing(sessionNotice);
  const ownerSave: ListingEditSave = {
    run: ({ body }, callbacks) => {
      if (item) update.mutate({ type: item.type, id: item.id, body }, callbacks);
    },
    pending: update.isPending,
    successMessage: MESSAGES.listings.updated,
    errorMessage: MESSAGES.myListings.updateError,
  };
  const active = save ?? ownerSave;
  // Esc, ✕, "Tühista" or a click beside it: asks first when a field was changed.
  const guard = useDiscardGuard(onClose);
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => !open && !active.pending && guard.requestClose()}
    >
      <DialogContent size="xl" sheet>
        {item && (
          <EditListingForm
            key={item.id}
            item={item}
            save={active}
            onSaved={onClose}
            onDirtyChange={guard.setDirty}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  item: EditableListing;
  save: ListingEditSave;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

const editResolver = listingResolver(() => 'edit');

function EditListingForm({ item, save, onSaved, onDirtyChange }: FormProps) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  // The session may end while the form is open; it stays, with what was typed, until the user signs in
  // again (the wizard's way) rather than sending a save the server can only refuse.
  const signedIn = status === 'signedIn';
  const defaults = useMemo(() => dataToDraft(item.type, item) ?? emptyDraft(item.type), [item]);
  const form = useForm<ListingDraft, unknown, ListingBody>({
    defaultValues: defaults,
    resolver: editResolver,
  });
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = (body: ListingBody) =>
    save.run(
      {
        body: withoutUnchangedPlaces(body, form.getValues(), defaults),
        changed: JSON.stringify(form.getValues()) !== JSON.stringify(defaults),
      },
      {
        onSuccess: () => {
          toast.success(save.successMessage);
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(save.errorMessage, {
            description: error instanceof ApiError ? error.message : MESSAGES.generic.unknown,
          });
        },
      },
    );

  const invalid = () => {
    const schema = item.type === 'cargo' ? cargoListingFieldsSchema : transportListingFieldsSchema;
    const result = schema.safeParse(form.getValues());
    if (!result.success) {
      const problem = firstProblem(result.error);
      toast.error(problem.title, { description: problem.message });
    }
  };

  return (
    <FormProvider {...form}>
      <DialogHeader
        title={MESSAGES.listings.editTitle}
        description={routeText(item)}
        closeDisabled={save.pending}
      />
      <form
        noValidate
        onSubmit={(event) => {
          if (signedIn) return void form.handleSubmit(submit, invalid)(event);
          event.preventDefault();
          openAuthDialog('signin');
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogBody className="flex flex-col gap-8">
          {save.extraFields}
          <DetailFields />
          <ContactFields />
        </DialogBody>
        <DialogFooter>
          <Dialog.Close asChild>
            <Button variant="outline" size="lg" disabled={save.pending}>
              {MESSAGES.generic.cancel}
            </Button>
          </Dialog.Close>
          {signedIn ? (
            <Button type="submit" size="lg" disabled={save.pending} aria-busy={save.pending || undefined}>
              {save.pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {MESSAGES.listings.saveChanges}
            </Button>
          ) : (
            <Button type="submit" size="lg">
              <LogIn aria-hidden="true" />
              {MESSAGES.listings.signInToSave}
            </Button>
          )}
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

/**
 * The edit's body without the place of an end whose place the user left as it was: sent again, it
 * would rename the stored city to the place's name in the editor's language (decision 0067). A
 * picked, changed or removed place goes along.
 */
function withoutUnchangedPlaces(
  body: ListingBody,
  values: ListingDraft,
  defaults: ListingDraft,
): ListingBody {
  const kept = { ...body };
  for (const key of ['originPlaceId', 'destinationPlaceId'] as const) {
    if (values[key] === defaults[key]) delete kept[key];
  }
  return kept;
}
