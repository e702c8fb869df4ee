import { lazy, Suspense } from 'react';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import type { OwnItem } from '@domain/contract/my-listings';
import type { WizardOpening } from './ListingWizard';

// The dialog and the wizard load at the first opening, both at once, not with the page that offers
// "Lisa kuulutus".
const ListingWizardDialog = lazy(
  loadWhenOnline(() => {
    void import('./ListingWizard').catch(() => undefined);
    return import('./ListingWizardDialog').then((module) => ({ default: module.ListingWizardDialog }));
  }),
);

/** ListingWizardDialog, mounted from its first opening on. */
export function LazyListingWizardDialog(props: {
  opening: WizardOpening | null;
  onClose: () => void;
  onPublished?: (item: OwnItem) => void;
}) {
  const wanted = useOpenedOnce(props.opening !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ListingWizardDialog {...props} />
    </Suspense>
  );
}
