import { closeContactDialog, ContactDialogsHost, useContactDialog } from '@web/features/contacts';
import { BuyContactDialog } from './BuyContactDialog';
import { PaymentReturnHandler } from './PaymentReturnHandler';
import { PremiumUpsellHost } from './PremiumUpsellDialog';

/**
 * What the home page hosts for contact access: the panels' confirm and buy dialogs, the premium offer
 * and the return from the payment page.
 */
export function ContactPaymentsHost() {
  return (
    <>
      <ContactDialogsHost />
      <BuyContactDialogHost />
      <PremiumUpsellHost />
      <PaymentReturnHandler />
    </>
  );
}

/** The buy dialog, when a contact panel out of credits asked for it (the contacts' dialog store). */
function BuyContactDialogHost() {
  const dialog = useContactDialog();
  if (dialog?.kind !== 'buy') return null;
  return (
    <BuyContactDialog
      key={`${dialog.target.type}-${dialog.target.id}`}
      open
      onOpenChange={(open) => !open && closeContactDialog()}
      target={dialog.target}
      subject={dialog.subject}
    />
  );
}
