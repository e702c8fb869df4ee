import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { PageSkeleton, SignInRequired, useAuth } from '@web/features/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AccountPagesNav } from '../layout/AccountPagesNav';

// The signed-in screen (cards, menus, the edit form) loads only for those who get to see it.
const MyListingsScreen = lazy(() =>
  import('@web/features/my-listings/pages').then((module) => ({
    default: module.MyListingsScreen,
  })),
);

// Not behind RequireAuth: a session lost here keeps the screen (and an edit form) mounted.
export function MyListingsPage() {
  useDocumentTitle(MESSAGES.nav.myListings);
  const { status, user } = useAuth();
  // Whose lists are on screen. A session lost while they are (signing out from the header goes home
  // first, so here it is never on purpose) keeps the screen mounted, an edit form open with what was
  // typed, for the same user to sign in again and save; another user gets a fresh screen.
  const [ownerId, setOwnerId] = useState<string | null>(null);
  if (user && user.id !== ownerId) setOwnerId(user.id);

  if (status === 'loading') return <PageSkeleton />;

  const sessionLost = status === 'signedOut' && ownerId !== null;
  if (status === 'signedOut' && !sessionLost) {
    return <SignInRequired description={ACCOUNT_MESSAGES.myListings.signInDescription} />;
  }

  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageContainer className="flex flex-col gap-6">
        <AccountPagesNav />
        <MyListingsScreen key={ownerId ?? undefined} sessionLost={sessionLost} />
      </PageContainer>
    </Suspense>
  );
}
