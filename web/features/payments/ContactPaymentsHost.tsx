import { lazy, Suspense } from 'react';
import { ContactDialogsHost } from '@web/features/contacts/ContactDialogsHost';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { PaymentReturnHandler } from './PaymentReturnHandler';
import { useUpsellOpen } from './upsell-store';

// The premium offer loads when it is first shown, not with the page.
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
      {upsellWanted && (
        <Suspense fallback={null}>
          <PremiumUpsellHost />
        </Suspense>
      )}
      <PaymentReturnHandler />
    </>
  );
}
