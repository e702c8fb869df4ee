import { Check } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { countMessage } from '@domain/catalogue';
import type { ListingItem } from '@domain/contract/listings';
import { MESSAGES } from '@domain/messages';
import { FREE_MONTHLY_CREDITS, TRIAL_DAYS } from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAuth, useAuthDialog } from '@web/features/auth';
import {
  AddListingDialogHost,
  Marketplace,
  readTab,
  useListDensity,
  useLiveListings,
} from '@web/features/marketplace';

// What the first screen shows, asked before the app's first render (route-table.ts, PAGE_DATA).
export { prefetchMarketplace as prefetchFirstScreen } from '@web/features/marketplace';
import { ContactPaymentsHost } from '@web/features/payments';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { HomeHero, homeListClassName } from './HomeHero';

const SIGN_UP_BENEFITS = [
  countMessage(MESSAGES.home.benefitCredits, FREE_MONTHLY_CREDITS),
  MESSAGES.home.benefitFreeListings,
  countMessage(MESSAGES.home.benefitTrial, TRIAL_DAYS),
];

export function HomePage() {
  useDocumentTitle();
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const [density] = useListDensity();

  // "Vaata" on a new-listing toast opens that listing the way a shared link would.
  const showListing = useCallback(
    (item: ListingItem) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('listing', item.id);
        next.set('type', item.type);
        return next;
      }),
    [setParams],
  );
  useLiveListings({ onShowListing: showListing });

  return (
    <>
      <HomeHero addType={tab === 'transport' ? 'transport' : 'cargo'} />

      <PageContainer className={homeListClassName(density)}>
        <Marketplace />

        {status === 'signedOut' && (
          <section aria-labelledby="signup-heading">
            <Card className="overflow-hidden border-brand-700 bg-brand-700 text-white">
              <div className="flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
                <div className="flex flex-col gap-3">
                  <h2 id="signup-heading" className="text-2xl font-bold tracking-tight">
                    {countMessage(MESSAGES.home.signupTitle, FREE_MONTHLY_CREDITS)}
                  </h2>
                  <p className="text-brand-100">{MESSAGES.home.signupText}</p>
                  <ul className="flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
                    {SIGN_UP_BENEFITS.map((benefit) => (
                      <li key={benefit} className="flex items-center gap-2">
                        <Check aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  size="lg"
                  variant="outline"
                  className="border-white text-brand-800 hover:bg-brand-50 md:self-center"
                  onClick={() => openAuthDialog('signup')}
                >
                  {MESSAGES.header.signUp}
                </Button>
              </div>
            </Card>
          </section>
        )}
      </PageContainer>
      <AddListingDialogHost />
      <ContactPaymentsHost />
    </>
  );
}
