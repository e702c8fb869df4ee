import { lazy, Suspense } from 'react';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import type { MatchesDialogProps } from './MatchesDialog';

// The dialog and its cards load at the first opening, not with the page that offers the button.
const MatchesDialog = lazy(
  loadWhenOnline(() => import('./MatchesDialog').then((module) => ({ default: module.MatchesDialog }))),
);

/** MatchesDialog, mounted from its first opening on. */
export function LazyMatchesDialog(props: MatchesDialogProps) {
  if (!useOpenedOnce(props.target !== null)) return null;
  return (
    <Suspense fallback={null}>
      <MatchesDialog {...props} />
    </Suspense>
  );
}
