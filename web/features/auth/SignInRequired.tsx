import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useAuthDialog } from './auth-dialog-context';

interface SignInRequiredProps {
  description?: string;
  /** Open the sign-in dialog on arrival (a page the visitor cannot use at all without signing in). */
  openDialog?: boolean;
}

/** "Palun logige sisse" in place of a page that needs a session, with the way to sign in or sign up. */
export function SignInRequired({
  description = MESSAGES.auth.signInRequiredText,
  openDialog = false,
}: SignInRequiredProps) {
  const { openAuthDialog } = useAuthDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (!openDialog || opened.current) return;
    opened.current = true;
    openAuthDialog('signin');
  }, [openDialog, openAuthDialog]);

  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LogIn aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.myListings.signInRequired}</h1>
          <p className="text-slate-700">{description}</p>
          <Button size="lg" className="mt-2 w-full" onClick={() => openAuthDialog('signin')}>
            {MESSAGES.auth.signIn}
          </Button>
          <Button variant="link" onClick={() => openAuthDialog('signup')}>
            {MESSAGES.auth.noAccountSignUp}
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
