import { ArrowLeft, MailCheck, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import { MESSAGES } from '@domain/messages';
import { BrandMark } from '@web/components/BrandMark';
import { Button } from '@web/components/ui/button';
import { DialogContent } from '@web/components/ui/dialog';
import type { AuthDialogEntry } from './auth-dialog-context';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type View = AuthDialogEntry | 'signupSuccess' | 'resetSent';

interface AuthDialogProps {
  opening: { view: AuthDialogEntry; email: string; key: number } | null;
  onClose: () => void;
}

export function AuthDialog({ opening, onClose }: AuthDialogProps) {
  return (
    <Dialog.Root open={opening !== null} onOpenChange={(open) => !open && onClose()}>
      {/* On a phone the dialog sits at the top, so the keyboard never covers the field being typed in. */}
      <DialogContent size="sm">
        {opening && (
          <AuthDialogBody
            key={opening.key}
            entry={opening.view}
            entryEmail={opening.email}
            onClose={onClose}
          />
        )}
        <Dialog.Close asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={MESSAGES.ui.close}
            className="absolute top-2 right-2 text-slate-500"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </Dialog.Close>
      </DialogContent>
    </Dialog.Root>
  );
}

interface BodyProps {
  entry: AuthDialogEntry;
  entryEmail: string;
  onClose: () => void;
}

// Lives only while the dialog is open: closing unmounts it, and with it every form's state.
function AuthDialogBody({ entry, entryEmail, onClose }: BodyProps) {
  const [view, setView] = useState<View>(entry);
  // The address follows the user from view to view, so "Unustasid parooli?" does not ask for it again.
  const [email, setEmail] = useState(entryEmail);

  switch (view) {
    case 'signin':
    case 'signup':
      return (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex flex-col gap-1.5 pr-8">
            <div className="flex items-center gap-2.5">
              <BrandMark className="size-8" />
              <Dialog.Title className="text-lg font-bold text-slate-900 sm:text-xl">
                {MESSAGES.auth.dialogTitle}
              </Dialog.Title>
            </div>
            <Dialog.Description className="text-sm text-slate-600">
              {MESSAGES.auth.dialogText}
            </Dialog.Description>
          </div>
          <Tabs.Root
            value={view}
            onValueChange={(value) => setView(value === 'signup' ? 'signup' : 'signin')}
          >
            <Tabs.List
              aria-label={MESSAGES.auth.account}
              className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
            >
              {(['signin', 'signup'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="min-h-10 rounded-md px-2 text-sm font-semibold hyphens-auto text-slate-700 [overflow-wrap:anywhere] hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
                >
                  {tab === 'signin' ? MESSAGES.auth.signIn : MESSAGES.header.signUp}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="signin" className="pt-5 focus-visible:outline-none">
              <SignInForm
                email={email}
                onEmailChange={setEmail}
                onForgot={() => setView('forgot')}
                onSignedIn={onClose}
              />
            </Tabs.Content>
            <Tabs.Content value="signup" className="pt-5 focus-visible:outline-none">
              <SignUpForm
                email={email}
                onEmailChange={setEmail}
                onSignedUp={() => setView('signupSuccess')}
              />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      );

    case 'forgot':
      return (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <Button variant="link" className="self-start" onClick={() => setView('signin')}>
            <ArrowLeft aria-hidden="true" />
            {MESSAGES.auth.backToSignIn}
          </Button>
          <div className="flex flex-col gap-1.5 pr-8">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {MESSAGES.auth.forgotPassword}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">
              {MESSAGES.auth.forgotText}
            </Dialog.Description>
          </div>
          <ForgotPasswordForm email={email} onEmailChange={setEmail} onSent={() => setView('resetSent')} />
        </div>
      );

    case 'signupSuccess':
      return (
        <Notice
          title={MESSAGES.auth.checkInbox}
          text={
            <>
              {MESSAGES.auth.signupSentBefore}
              <EmailLine email={email} />
              {MESSAGES.auth.signupSentAfter}
            </>
          }
          hint={MESSAGES.auth.noMailHint}
        >
          <Button size="lg" className="w-full" onClick={onClose}>
            {MESSAGES.auth.gotIt}
          </Button>
        </Notice>
      );

    case 'resetSent':
      return (
        <Notice
          title={MESSAGES.auth.checkInbox}
          text={
            <>
              {MESSAGES.auth.resetSentBefore}
              <EmailLine email={email} />
              {MESSAGES.auth.resetSentAfter}
            </>
          }
          hint={MESSAGES.auth.noMailHint}
        >
          <div className="flex w-full flex-col gap-3">
            <Button size="lg" className="w-full" onClick={() => setView('signin')}>
              {MESSAGES.auth.backToSignIn}
            </Button>
            <Button size="lg" variant="outline" className="w-full" onClick={onClose}>
              {MESSAGES.ui.close}
            </Button>
          </div>
        </Notice>
      );
  }
}

// On a line of its own a long address breaks only where it must, not after its first letter.
function EmailLine({ email }: { email: string }) {
  return (
    <strong className="my-1 block font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</strong>
  );
}

interface NoticeProps {
  title: string;
  text: ReactNode;
  hint: string;
  children: ReactNode;
}

function Notice({ title, text, hint, children }: NoticeProps) {
  return (
    <div className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
      <Dialog.Description className="text-slate-700">{text}</Dialog.Description>
      <p className="text-sm text-slate-600">{hint}</p>
      <div className="mt-2 w-full">{children}</div>
    </div>
  );
}
