import { lazy, Suspense } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { PageSkeleton, SignInRequired, useAuth } from '@web/features/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AccountPagesNav } from '../layout/AccountPagesNav';

// The signed-in screen loads only for those who get to see it.
const MyContactsScreen = lazy(() =>
  import('@web/features/my-contacts/pages').then((module) => ({ default: module.MyContactsScreen })),
);

/** /minu-kontaktid: every contact the user opened or bought ("Minu kontaktid"). */
export function MyContactsPage() {
  useDocumentTitle(MESSAGES.nav.myContacts);
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSkeleton />;
  if (status === 'signedOut') {
    return <SignInRequired description={ACCOUNT_MESSAGES.myContacts.signInDescription} />;
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageContainer className="flex flex-col gap-6">
        <AccountPagesNav />
        <MyContactsScreen key={user?.id} />
      </PageContainer>
    </Suspense>
  );
}
