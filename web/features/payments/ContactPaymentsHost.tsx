import { ContactDialogsHost } from '@web/features/contacts/ContactDialogsHost';
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
      <PremiumUpsellHost />
      <PaymentReturnHandler />
    </>
  );
}
