import { useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import type { OwnItem } from '@domain/contract/my-listings';
import {
  copyDraft,
  dataToDraft,
  draftToTemplateData,
  EditListingDialog,
  ListingWizardDialog,
  offeredDurations,
  routeName,
  usePublishingInfo,
  type WizardOpening,
} from '@web/features/listings';
import { SaveTemplateDialog, type PremiumAccess } from '@web/features/templates';
import { ApiError } from '@web/lib/api';
import { routeText } from '@web/lib/listing-display';
import type { OwnerAction } from './listing-actions';
import { ReactivateDialog } from './ReactivateDialog';
import type { MyListing } from './types';
import {
  OWNER_SESSION_NOTICE,
  useDeleteListing,
  useListingAction,
  type SimpleAction,
} from './use-owner-actions';

const M = ACCOUNT_MESSAGES.myListings;

const SIMPLE_MESSAGES: Record<SimpleAction, { success: string; error: string }> = {
  confirm: { success: M.confirmed, error: M.confirmError },
  complete: { success: M.completed, error: MESSAGES.myListings.completeError },
  pause: { success: M.paused, error: MESSAGES.myListings.statusError },
  resume: { success: M.reactivated, error: MESSAGES.myListings.statusError },
};

function describe(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/**
 * Runs a card's menu choice: the one-click actions at once (with the spec's error toast), the rest
 * through their dialogs (edit, reactivate with a duration, save as template, delete after confirming,
 * "Dubleeri" in the add-listing wizard, filled in from the listing, published only from there).
 * A 401 is left to the session layer, which says so in this page's words ("Kasutaja pole sisse
 * logitud", "Palun logige sisse") while the page offers to sign in again.
 */
export function useOwnerActionRunner(
  access: PremiumAccess,
  /** A copy was published: the page shows the list it is in. */
  onCopyPublished: (item: OwnItem) => void,
): {
  run: (item: MyListing, action: OwnerAction) => void;
  busyId: string | null;
  dialogs: ReactNode;
} {
  const confirm = useListingAction('confirm');
  const complete = useListingAction('complete');
  const pause = useListingAction('pause');
  const resume = useListingAction('resume');
  const remove = useDeleteListing();
  const simple = { confirm, complete, pause, resume };
  const publishing = usePublishingInfo();
  const [copying, setCopying] = useState<WizardOpening | null>(null);
  const [copies, setCopies] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<MyListing | null>(null);
  const [reactivating, setReactivating] = useState<MyListing | null>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const [templateOf, setTemplateOf] = useState<{ item: MyListing; data: Record<string, unknown> } | null>(
    null,
  );

  const runSimple = (item: MyListing, action: SimpleAction) => {
    setBusyId(item.id);
    simple[action].mutate(
      { type: item.type, id: item.id },
      {
        onSuccess: () => toast.success(SIMPLE_MESSAGES[action].success),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(SIMPLE_MESSAGES[action].error, { description: describe(error) });
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const run = (item: MyListing, action: OwnerAction) => {
    switch (action) {
      case 'confirm':
      case 'complete':
      case 'pause':
      case 'resume':
        return runSimple(item, action);
      case 'duplicate': {
        const draft = copyDraft(item, offeredDurations(publishing.data));
        if (!draft) {
          toast.error(MESSAGES.myListings.duplicateError);
          return;
        }
        setCopies((n) => n + 1);
        return setCopying({ key: copies + 1, listingType: item.type, draft, copyOf: routeName(item) });
      }
      case 'reactivate':
        return setReactivating(item);
      case 'edit':
        return setEditing(item);
      case 'delete':
        return setDeleting(item);
      case 'saveTemplate': {
        const draft = dataToDraft(item.type, item);
        const result = draft ? draftToTemplateData(draft) : null;
        if (!result || !result.ok) {
          toast.error(MESSAGES.templates.saveError, {
            description: result && !result.ok ? result.message : undefined,
          });
          return;
        }
        return setTemplateOf({ item, data: result.data });
      }
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { type: deleting.type, id: deleting.id },
      {
        onSuccess: () => {
          toast.success(M.deleted);
          setDeleting(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return setDeleting(null);
          toast.error(MESSAGES.myListings.deleteError, { description: describe(error) });
        },
      },
    );
  };

  const dialogs = (
    <>
      <ListingWizardDialog opening={copying} onClose={() => setCopying(null)} onPublished={onCopyPublished} />
      <EditListingDialog
        item={editing}
        onClose={() => setEditing(null)}
        sessionNotice={OWNER_SESSION_NOTICE}
      />
      <ReactivateDialog item={reactivating} access={access} onClose={() => setReactivating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={M.deleteTitle}
        description={deleting ? fillMessage(M.deleteText, { route: routeText(deleting) }) : ''}
        confirmLabel={MESSAGES.generic.delete}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <SaveTemplateDialog
        open={templateOf !== null}
        onOpenChange={(open) => !open && setTemplateOf(null)}
        listingType={templateOf?.item.type ?? 'cargo'}
        data={templateOf?.data ?? {}}
        suggestedName={templateOf ? routeName(templateOf.item) : ''}
        sessionNotice={OWNER_SESSION_NOTICE}
      />
    </>
  );

  return { run, busyId, dialogs };
}
