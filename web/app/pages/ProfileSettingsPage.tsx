import { KeyRound, LoaderCircle, LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AUTH_COPY, useAuth, useAuthDialog } from '@web/features/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useNavigateAndRender } from '../route-table';

// Rendered only behind RequireAuth, so a user is always present.
export function ProfileSettingsPage() {
  useDocumentTitle('Seaded');
  const navigateAndRender = useNavigateAndRender();
  const { user, signOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return null;

  const handleSignOut = async () => {
    setSigningOut(true);
    // Leave first (the home page's code may still be on its way), then sign out, so the guard
    // around this page never sees the ended session.
    try {
      await navigateAndRender('/');
      await signOut();
      toast.success(AUTH_COPY.signedOut);
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(MESSAGES.generic.error, { description: MESSAGES.generic.somethingWentWrong });
      setSigningOut(false);
    }
  };

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Seaded</h1>
        <p className="text-slate-700">Sinu konto andmed ja turvalisus.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Konto</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-1">
            <dt className="text-sm font-medium text-slate-600">E-post</dt>
            <dd className="flex items-center gap-2 font-semibold break-all text-slate-900">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {user.email}
            </dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Parool</CardTitle>
          <CardDescription>Parooli saad muuta „Unustasid parooli?“ kaudu.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => openAuthDialog('forgot', { email: user.email })}>
            <KeyRound aria-hidden="true" />
            Saada parooli muutmise link
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Väljalogimine</CardTitle>
          <CardDescription>Logi sellest seadmest välja, näiteks kui kasutad jagatud arvutit.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" disabled={signingOut} onClick={() => void handleSignOut()}>
            {signingOut ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            Logi välja
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
