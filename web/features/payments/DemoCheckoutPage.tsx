import { AlertTriangle, ArrowLeft, CircleCheck, CircleX, LoaderCircle, Lock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { formatMoney } from '@domain/format';
import { vatNote } from '@domain/vat';
import { MESSAGES } from '@domain/messages';
import { DemoBanner } from '@web/components/DemoBanner';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { itemHref, useDemoAction, useDemoCheckout, type DemoCheckout } from './demo-checkout';
import { CHECKOUT_REDIRECT_MS, itemLabel } from './payment-copy';

const WORDS = ACCOUNT_MESSAGES.demoCheckout;

function backLabel(type: DemoCheckout['itemType']): string {
  if (type === 'subscription') return WORDS.backToPricing;
  return type === 'company' ? WORDS.backToCompanies : WORDS.backToListing;
}

/**
 * The demo provider's payment page (`/demo-makse/:id`), used when Stripe is not configured: the amount and
 * the item, Pay and Cancel. Both go through the server, which completes the payment with the same code
 * as a Stripe webhook and answers where to return.
 */
export function DemoCheckoutPage() {
  useDocumentTitle(WORDS.title);
  const { id = '' } = useParams();
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const checkout = useDemoCheckout(id);

  let body: ReactNode;
  if (status === 'loading' || (status === 'signedIn' && checkout.isPending)) {
    body = <CheckoutSkeleton />;
  } else if (status === 'signedOut') {
    body = (
      <Notice icon={<Lock aria-hidden="true" />} title={WORDS.signInTitle}>
        <p>{WORDS.signInText}</p>
        <Button onClick={() => openAuthDialog('signin')}>{MESSAGES.auth.signIn}</Button>
      </Notice>
    );
  } else if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    body = missing ? (
      <Notice icon={<CircleX aria-hidden="true" />} title={MESSAGES.payments.notFound} tone="error">
        <p>{WORDS.notFoundText}</p>
        <BackHome />
      </Notice>
    ) : (
      <Notice icon={<AlertTriangle aria-hidden="true" />} title={MESSAGES.generic.loadError} tone="error">
        <p>{checkout.error.message}</p>
        <Button variant="outline" onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
          {MESSAGES.generic.retry}
        </Button>
      </Notice>
    );
  } else if (checkout.data) {
    body = <CheckoutCard checkout={checkout.data} />;
  }

  return (
    <PageContainer className="flex max-w-lg flex-col gap-4 py-6 sm:py-12">
      <DemoBanner>{WORDS.banner}</DemoBanner>
      {body}
    </PageContainer>
  );
}

function CheckoutCard({ checkout }: { checkout: DemoCheckout }) {
  const action = useDemoAction(checkout.id);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const amount = formatMoney(checkout.amount);

  useEffect(() => {
    if (!leavingFor) return;
    const timer = setTimeout(() => window.location.assign(leavingFor), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leavingFor]);

  const run = (kind: 'pay' | 'cancel') =>
    action.mutate(kind, {
      onSuccess: setLeavingFor,
      onError: (error) =>
        toast.error(MESSAGES.payments.startErrorTitle, {
          id: 'demo-payment-error',
          description: error instanceof ApiError ? error.message : MESSAGES.payments.startError,
        }),
    });

  if (checkout.status !== 'pending' && !leavingFor) {
    const paid = checkout.status === 'completed';
    return (
      <Notice
        icon={paid ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
        title={paid ? MESSAGES.payments.alreadyPaid : MESSAGES.payments.alreadyCancelled}
        tone={paid ? 'success' : 'neutral'}
      >
        <p>
          {checkout.description} · {amount}
        </p>
        <Button asChild>
          <Link to={itemHref(checkout.itemType, checkout.itemId)}>
            <ArrowLeft aria-hidden="true" />
            {backLabel(checkout.itemType)}
          </Link>
        </Button>
      </Notice>
    );
  }

  const busy = action.isPending || leavingFor !== null;
  return (
    <Card className="gap-5 p-5 sm:p-6" data-demo-checkout={checkout.status}>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{WORDS.heading}</h1>
        <p className="text-sm text-slate-600">
          {checkout.itemType === 'subscription' ? WORDS.subscriptionLine : WORDS.contactLine}
        </p>
      </div>
      <dl className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-slate-500">{itemLabel(checkout.itemType)}</dt>
          <dd className="font-medium break-words text-slate-900">{checkout.description}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
          <dt className="font-medium text-slate-700">{WORDS.amount}</dt>
          <dd className="flex flex-col items-end">
            <span className="text-2xl font-bold text-slate-900" data-amount>
              {amount}
            </span>
            <span className="text-xs text-slate-600">{vatNote()}</span>
          </dd>
        </div>
      </dl>
      {action.isError && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {action.error instanceof ApiError ? action.error.message : MESSAGES.payments.startError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => run('cancel')} disabled={busy}>
          {action.isPending && action.variables === 'cancel' && (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          )}
          {WORDS.cancel}
        </Button>
        <Button size="lg" onClick={() => run('pay')} disabled={busy}>
          {busy && action.variables === 'pay' && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {leavingFor ? WORDS.returning : fillMessage(MESSAGES.payments.pay, { amount })}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{WORDS.note}</p>
    </Card>
  );
}

const TONES = {
  neutral: 'bg-slate-100 text-slate-600',
  error: 'bg-red-50 text-red-600',
  success: 'bg-emerald-50 text-emerald-700',
} as const;

function Notice({
  icon,
  title,
  tone = 'neutral',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Card
      role={tone === 'error' ? 'alert' : undefined}
      className="items-center gap-3 px-5 py-10 text-center text-sm text-slate-600 sm:px-6"
    >
      <span className={`flex size-12 items-center justify-center rounded-full [&_svg]:size-6 ${TONES[tone]}`}>
        {icon}
      </span>
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      {children}
    </Card>
  );
}

function BackHome() {
  return (
    <Button asChild variant="outline">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {MESSAGES.notFound.backHome}
      </Link>
    </Button>
  );
}

function CheckoutSkeleton() {
  return (
    <Card role="status" aria-label={WORDS.loading} className="gap-5 p-5 sm:p-6">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-24 w-full" />
      <div className="flex justify-end gap-2">
        <Skeleton className="h-12 w-28" />
        <Skeleton className="h-12 w-36" />
      </div>
    </Card>
  );
}
