import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { MESSAGES } from '@domain/messages';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { useDiscardGuard } from '@web/lib/unsaved-changes';
import type { OwnItem } from '@domain/contract/my-listings';
import type { WizardOpening } from './ListingWizard';

// The wizard (its form library, the templates dialogs) loads on first opening, not with the home page.
const ListingWizard = lazy(
  loadWhenOnline(() => import('./ListingWizard').then((module) => ({ default: module.ListingWizard }))),
);

interface ListingWizardDialogProps {
  opening: WizardOpening | null;
  onClose: () => void;
  /** After publishing (the dialog closes too): the page shows the list the new listing is in. */
  onPublished?: (item: OwnItem) => void;
}

/**
 * The wizard as a dialog: centred from tablet width up, a full-height sheet on a phone. Closing unmounts
 * the wizard, so the next opening starts at step 1 (spec §4); it cannot be closed mid-publish. Esc, ✕ or
 * a click beside it ask first when anything was typed (web/lib/unsaved-changes.ts).
 */
export function ListingWizardDialog({ opening, onClose, onPublished }: ListingWizardDialogProps) {
  const [busy, setBusy] = useState(false);
  const guard = useDiscardGuard(onClose);
  // Told after the commit that closed the dialog, whose effects have by then taken the form off the
  // unsaved list: a navigation of the page's (another tab) must not ask about the form just published.
  const [published, setPublished] = useState<OwnItem | null>(null);
  useEffect(() => {
    if (!published) return;
    setPublished(null);
    onPublished?.(published);
  }, [published, onPublished]);
  return (
    <Dialog.Root open={opening !== null} onOpenChange={(open) => !open && !busy && guard.requestClose()}>
      <DialogContent
        size="xl"
        sheet
        // One height for every step, so the dialog does not jump as the user moves through them.
        className="md:h-[min(52rem,calc(100dvh-3rem))]"
        data-testid="listing-wizard"
      >
        {opening && (
          <Suspense fallback={<WizardLoading />}>
            <ListingWizard
              key={opening.key}
              opening={opening}
              onPublished={(item) => {
                guard.setDirty(false);
                onClose();
                setPublished(item);
              }}
              onBusyChange={setBusy}
              onDirtyChange={guard.setDirty}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

function WizardLoading() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-10">
      <RadixDialog.Title className="sr-only">{MESSAGES.wizard.title}</RadixDialog.Title>
      <RadixDialog.Description className="sr-only">{MESSAGES.generic.loading}</RadixDialog.Description>
      <Spinner className="size-8" />
    </div>
  );
}
