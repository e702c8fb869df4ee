import { lazy, Suspense } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { PageSkeleton, SignInRequired, useAuth } from '@web/features/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AccountPagesNav } from '../layout/AccountPagesNav';

// The signed-in screen loads only for those who get to see it.
const WatchlistScreen = lazy(() =>
  import('@web/features/watchlist/pages').then((module) => ({ default: module.WatchlistScreen })),
);

/** /jalgitavad: the listings the user watches ("Jälgitavad"). */
export function WatchlistPage() {
  useDocumentTitle(MESSAGES.nav.watchlist);
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSkeleton />;
  if (status === 'signedOut')
    return <SignInRequired description={ACCOUNT_MESSAGES.watchlist.signInDescription} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageContainer className="flex flex-col gap-6">
        <AccountPagesNav />
        <WatchlistScreen key={user?.id} />
      </PageContainer>
    </Suspense>
  );
}
