import { LoaderCircle, LogIn } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { ListingItem } from '@domain/contract/listings';
import { firstProblem, cargoListingFieldsSchema, transportListingFieldsSchema } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ApiError, type SessionNotice } from '@web/lib/api';
import { routeText } from '@web/lib/listing-display';
import { dataToDraft, emptyDraft, type ListingDraft } from './listing-draft';
import { listingResolver, type ListingBody } from './listing-resolver';
import { ContactFields, DetailFields } from './ListingFields';
import { useUpdateListing } from './use-update-listing';

interface EditListingDialogProps {
  item: ListingItem | null;
  onClose: () => void;
  /** The screen's words for a session lost on saving. */
  sessionNotice?: SessionNotice;
}

/** Edits one's own listing with the wizard's fields and rules (no duration: that is reactivation's). */
export function EditListingDialog({ item, onClose, sessionNotice }: EditListingDialogProps) {
  const update = useUpdateListing(sessionNotice);
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent size="xl" sheet onInteractOutside={(event) => event.preventDefault()}>
        {item && <EditListingForm key={item.id} item={item} update={update} onSaved={onClose} />}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  item: ListingItem;
  update: ReturnType<typeof useUpdateListing>;
  onSaved: () => void;
}

const editResolver = listingResolver(() => 'edit');

function EditListingForm({ item, update, onSaved }: FormProps) {
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

  const save = (body: ListingBody) =>
    update.mutate(
      { type: item.type, id: item.id, body },
      {
        onSuccess: () => {
          toast.success('Kuulutus uuendatud');
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(MESSAGES.myListings.updateError, {
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
      <DialogHeader title="Muuda kuulutust" description={routeText(item)} closeDisabled={update.isPending} />
      <form
        noValidate
        onSubmit={(event) => {
          if (signedIn) return void form.handleSubmit(save, invalid)(event);
          event.preventDefault();
          openAuthDialog('signin');
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogBody className="flex flex-col gap-8">
          <DetailFields />
          <ContactFields />
        </DialogBody>
        <DialogFooter>
          <Dialog.Close asChild>
            <Button variant="outline" size="lg" disabled={update.isPending}>
              Tühista
            </Button>
          </Dialog.Close>
          {signedIn ? (
            <Button
              type="submit"
              size="lg"
              disabled={update.isPending}
              aria-busy={update.isPending || undefined}
            >
              {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              Salvesta muudatused
            </Button>
          ) : (
            <Button type="submit" size="lg">
              <LogIn aria-hidden="true" />
              Logi sisse, et salvestada
            </Button>
          )}
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
