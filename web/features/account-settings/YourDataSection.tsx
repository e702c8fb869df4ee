import { Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { SettingsSection } from './SettingsSection';
import { downloadOwnData } from './use-data-export';

const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));

const T = ACCOUNT_MESSAGES.yourData;
// The sentence around the link, so each language puts the link where its words need it.
const [PRIVACY_BEFORE = '', PRIVACY_AFTER = ''] = T.privacyNote.split('{link}');

/** The profile tab's last card: the user's data as a file, and the end of the account (decision 0042). */
export function YourDataSection() {
  const { user, forgetSession } = useAuth();
  const email = user?.email ?? '';
  const [, navigate] = useLocation();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dialogMounted = useOpenedOnce(confirming);
  const deleted = useRef(false);

  // The session ends once this page is gone: forgetting it while the page still shows would show
  // the page's "please sign in" for a moment on the way home.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      forgetSession();
      toast.success(MESSAGES.privacy.accountDeleted);
    },
    [forgetSession],
  );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOwnData();
    } catch (error) {
      console.error('Downloading the data failed', error);
      const description =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : MESSAGES.generic.somethingWentWrong;
      toast.error(T.downloadError, { description });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SettingsSection
      title={T.title}
      description={
        <>
          {PRIVACY_BEFORE}
          <Link to="/privaatsus" className="text-brand-700 underline underline-offset-4">
            {T.privacyLink}
          </Link>
          {PRIVACY_AFTER}
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{T.downloadText}</p>
          <Button
            variant="outline"
            wrap
            className="shrink-0"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            <Download aria-hidden="true" />
            {T.download}
          </Button>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{T.deleteText}</p>
          <Button
            variant="outline"
            wrap
            className="shrink-0 border-red-300 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            {T.delete}
          </Button>
        </div>
      </div>
      {dialogMounted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open={confirming}
            onOpenChange={setConfirming}
            email={email}
            onDeleted={() => {
              deleted.current = true;
              setConfirming(false);
              navigate('/', { replace: true });
            }}
          />
        </Suspense>
      )}
    </SettingsSection>
  );
}
