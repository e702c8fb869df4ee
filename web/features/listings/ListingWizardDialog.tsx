import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { useDiscardGuard } from '@web/lib/unsaved-changes';
import type { WizardOpening } from './ListingWizard';

// The wizard (its form library, the templates dialogs) loads on first opening, not with the home page.
const ListingWizard = lazy(
  loadWhenOnline(() => import('./ListingWizard').then((module) => ({ default: module.ListingWizard }))),
);

interface ListingWizardDialogProps {
  opening: WizardOpening | null;
  onClose: () => void;
}

/**
 * The wizard as a dialog: centred from tablet width up, a full-height sheet on a phone. Closing unmounts
 * the wizard, so the next opening starts at step 1 (spec §4); it cannot be closed mid-publish. Esc, ✕ or
 * a click beside it ask first when anything was typed (web/lib/unsaved-changes.ts).
 */
export function ListingWizardDialog({ opening, onClose }: ListingWizardDialogProps) {
  const [busy, setBusy] = useState(false);
  const guard = useDiscardGuard(onClose);
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
              onPublished={onClose}
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
      <RadixDialog.Title className="sr-only">Lisa kuulutus</RadixDialog.Title>
      <RadixDialog.Description className="sr-only">Laadimine</RadixDialog.Description>
      <Spinner className="size-8" />
    </div>
  );
}
