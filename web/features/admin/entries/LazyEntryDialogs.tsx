import { lazy, Suspense } from 'react';
import type { AdminCompanyItem, AdminListingItem } from '@domain/contract/admin-entries';
import { useOpenedOnce } from '@web/lib/use-opened-once';

// The edit dialogs (and the listing form they bring) load at their first opening, not with the page.
const ListingEditDialog = lazy(() =>
  import('./ListingEditDialog').then((module) => ({ default: module.ListingEditDialog })),
);
const CompanyEditDialog = lazy(() =>
  import('./CompanyEditDialog').then((module) => ({ default: module.CompanyEditDialog })),
);

export function LazyListingEditDialog(props: { item: AdminListingItem | null; onClose: () => void }) {
  if (!useOpenedOnce(props.item !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ListingEditDialog {...props} />
    </Suspense>
  );
}

export function LazyCompanyEditDialog(props: { item: AdminCompanyItem | null; onClose: () => void }) {
  if (!useOpenedOnce(props.item !== null)) return null;
  return (
    <Suspense fallback={null}>
      <CompanyEditDialog {...props} />
    </Suspense>
  );
}
