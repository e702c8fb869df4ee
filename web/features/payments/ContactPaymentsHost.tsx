import { lazy, Suspense } from 'react';
import {
  closeContactDialog,
  ContactDialogsHost,
  useContactDialog,
  useUpsellOpen,
} from '@web/features/contacts';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { PaymentReturnHandler } from './PaymentReturnHandler';

// The buy dialog and the premium offer load when they are first shown, not with the page.
const BuyContactDialog = lazy(() =>
  import('./BuyContactDialog').then((module) => ({ default: module.BuyContactDialog })),
);
const PremiumUpsellHost = lazy(() =>
  import('./PremiumUpsellDialog').then((module) => ({ default: module.PremiumUpsellHost })),
);

/**
 * What the home page hosts for contact access: the panels' confirm and buy dialogs, the premium offer
 * and the return from the payment page.
 */
export function ContactPaymentsHost() {
  const upsellWanted = useOpenedOnce(useUpsellOpen());
  return (
    <>
      <ContactDialogsHost />
      <BuyContactDialogHost />
      {upsellWanted && (
        <Suspense fallback={null}>
          <PremiumUpsellHost />
        </Suspense>
      )}
      <PaymentReturnHandler />
    </>
  );
}

/** The buy dialog, when a contact panel out of credits asked for it (the contacts' dialog store). */
function BuyContactDialogHost() {
  const dialog = useContactDialog();
  if (dialog?.kind !== 'buy') return null;
  return (
    <Suspense fallback={null}>
      <BuyContactDialog
        key={`${dialog.target.type}-${dialog.target.id}`}
        open
        onOpenChange={(open) => !open && closeContactDialog()}
        target={dialog.target}
        subject={dialog.subject}
      />
    </Suspense>
  );
}
