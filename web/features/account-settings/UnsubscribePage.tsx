import { useMutation } from '@tanstack/react-query';
import { BellOff, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { unsubscribeAnswerSchema } from '@domain/contract/alerts';
import { MESSAGES } from '@domain/messages';
import { OutcomeBadge } from '@web/components/OutcomeBadge';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { apiSend, ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';

const N = ACCOUNT_MESSAGES.notifications;
const U = ACCOUNT_MESSAGES.unsubscribe;
const SETTINGS_PATH = '/profile-settings?tab=notifications';

/**
 * /teavitused/loobu?token=…: where an alert mail's unsubscribe link leads. It asks before switching
 * alerts off, because mail scanners open links by themselves; the button posts the signed token (no
 * sign-in needed), as a mail program's one-click unsubscribe does with the List-Unsubscribe header.
 */
export function UnsubscribePage() {
  useDocumentTitle(U.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiSend(
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        undefined,
        unsubscribeAnswerSchema,
      ),
  });
  const invalid = token === '' || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);

  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-lg items-center gap-4 px-6 py-10 text-center">
        {unsubscribe.isSuccess ? (
          <>
            <OutcomeBadge tone="success" icon={BellOff} />
            <h1 className="text-2xl font-bold text-slate-900">{N.unsubscribed}</h1>
            <p className="text-slate-600">{U.doneText}</p>
            <Actions />
          </>
        ) : invalid ? (
          <>
            <OutcomeBadge tone="error" icon={BellOff} />
            <h1 className="text-2xl font-bold text-slate-900">{U.title}</h1>
            <p role="alert" className="text-slate-700">
              {N.unsubscribeInvalid}
            </p>
            <Actions />
          </>
        ) : (
          <>
            <OutcomeBadge tone="neutral" icon={BellOff} />
            <h1 className="text-2xl font-bold text-slate-900">{U.title}</h1>
            <p className="text-slate-600">{U.question}</p>
            {unsubscribe.isError && (
              <p role="alert" className="text-sm text-red-700">
                {unsubscribe.error.message || MESSAGES.generic.unknown}
              </p>
            )}
            <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {U.confirm}
            </Button>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

function Actions() {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Button asChild variant="outline">
        <Link to={SETTINGS_PATH}>{U.openSettings}</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">{U.home}</Link>
      </Button>
    </div>
  );
}
