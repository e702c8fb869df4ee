import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageSkeleton, useAuth, useAuthDialog } from '@web/features/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';

// The signed-in screen (cards, menus, the edit form) loads only for those who get to see it.
const MyListingsScreen = lazy(() =>
  import('@web/features/my-listings/pages').then((module) => ({
    default: module.MyListingsScreen,
  })),
);

// Not behind RequireAuth: the spec has visitors see a sign-in prompt here rather than a redirect.
export function MyListingsPage() {
  useDocumentTitle('Minu kuulutused');
  const { status, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  // Whose lists are on screen. A session lost while they are (signing out from the header goes home
  // first, so here it is never on purpose) keeps the screen mounted, an edit form open with what was
  // typed, for the same user to sign in again and save; another user gets a fresh screen.
  const [ownerId, setOwnerId] = useState<string | null>(null);
  if (user && user.id !== ownerId) setOwnerId(user.id);

  if (status === 'loading') return <PageSkeleton />;

  const sessionLost = status === 'signedOut' && ownerId !== null;
  if (status === 'signedOut' && !sessionLost) {
    return (
      <PageContainer className="flex justify-center py-16">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LogIn aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.myListings.signInRequired}</h1>
            <p className="text-slate-700">Oma kuulutuste nägemiseks ja haldamiseks logi sisse.</p>
            <Button size="lg" className="mt-2 w-full" onClick={() => openAuthDialog('signin')}>
              Logi sisse
            </Button>
          </CardContent>
        </Card>
      </PageContainer>
    );
  }

  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageContainer className="flex flex-col gap-6">
        <MyListingsScreen key={ownerId ?? undefined} sessionLost={sessionLost} />
      </PageContainer>
    </Suspense>
  );
}
