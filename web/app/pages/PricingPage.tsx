import { Check, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { countMessage } from '@domain/catalogue';
import { formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { vatNote } from '@domain/vat';
import {
  DIRECTORY_RULE,
  FREE_MONTHLY_CREDITS,
  MAX_FREE_DURATION_DAYS,
  PREMIUM_DURATIONS,
  TRIAL_DAYS,
} from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicSettings } from '@web/features/settings';
import { FreePlanAction, PremiumPlanAction, useSubscriptionReturn } from '@web/features/subscriptions';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PAGE_MESSAGES } from './page-messages';

const TEXT = PAGE_MESSAGES.pricing;

const MAX_PREMIUM_DURATION_DAYS = Math.max(...PREMIUM_DURATIONS);

type PriceState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; text: string };

export function PricingPage() {
  useDocumentTitle(MESSAGES.nav.pricing);
  useSubscriptionReturn();
  const settings = usePublicSettings();
  const prices = settings.data?.prices;

  const priceState = (amount: number | undefined): PriceState => {
    if (amount !== undefined) return { kind: 'ready', text: formatMoney(amount) };
    return settings.isPending ? { kind: 'loading' } : { kind: 'error' };
  };
  const unlockPrice = priceState(prices?.contactUnlockPrice);
  const premiumPrice = priceState(prices?.premiumMonthlyPrice);

  return (
    <PageContainer className="flex flex-col gap-8">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {MESSAGES.nav.pricing}
        </h1>
        <p className="text-lg text-slate-700">{TEXT.lead}</p>
      </header>

      {settings.isError && !prices && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{TEXT.loadError}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void settings.refetch()}
            disabled={settings.isFetching}
          >
            {MESSAGES.generic.retry}
          </Button>
        </div>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          plan="free"
          name={TEXT.freeName}
          description={TEXT.freeDescription}
          price={<Price state={{ kind: 'ready', text: TEXT.freePrice }} vat={false} />}
          features={[
            countMessage(TEXT.freeCredits, FREE_MONTHLY_CREDITS),
            TEXT.unlimitedListings,
            countMessage(TEXT.listingsUpTo, MAX_FREE_DURATION_DAYS),
            <>
              {TEXT.oneOffContact} <Price state={unlockPrice} inline />
            </>,
          ]}
          action={<FreePlanAction />}
        />
        <PlanCard
          highlighted
          plan="premium"
          name={MESSAGES.generic.premium}
          icon={<Crown aria-hidden="true" className="size-5 text-amber-500" />}
          description={TEXT.premiumDescription}
          price={<Price state={premiumPrice} suffix={TEXT.perMonth} />}
          features={[
            TEXT.unlimitedContacts,
            TEXT.directoryPlace,
            countMessage(TEXT.listingsUpTo, MAX_PREMIUM_DURATION_DAYS),
            TEXT.templates,
            countMessage(TEXT.freeTrial, TRIAL_DAYS),
          ]}
          action={<PremiumPlanAction />}
        />
      </div>

      <p className="text-slate-700">{DIRECTORY_RULE}</p>
      <p className="text-sm text-slate-600">{TEXT.note}</p>
    </PageContainer>
  );
}

// The plans' marks for the browser tests (data-plan), the same in every language.
const PLAN_MARKS = { free: 'Tasuta', premium: 'Premium' } as const;

interface PlanCardProps {
  plan: keyof typeof PLAN_MARKS;
  name: string;
  description: string;
  price: ReactNode;
  features: ReactNode[];
  action: ReactNode;
  highlighted?: boolean;
  icon?: ReactNode;
}

function PlanCard({
  plan,
  name,
  description,
  price,
  features,
  action,
  highlighted = false,
  icon,
}: PlanCardProps) {
  return (
    <Card
      data-plan={PLAN_MARKS[plan]}
      className={cn('h-full', highlighted && 'border-2 border-brand-600 shadow-md')}
    >
      <CardHeader className="gap-3">
        <div className="flex items-center gap-2">
          <CardTitle className="text-xl">{name}</CardTitle>
          {icon}
        </div>
        <CardDescription className="text-base">{description}</CardDescription>
        <div className="pt-1">{price}</div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {features.map((feature, index) => (
            <li key={index} className="flex items-start gap-3 text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

function Price({
  state,
  suffix,
  inline = false,
  vat = true,
}: {
  state: PriceState;
  suffix?: string;
  inline?: boolean;
  /** Whether to say that the price includes VAT (not for a price of nothing). */
  vat?: boolean;
}) {
  if (state.kind === 'loading') {
    return <Skeleton className={inline ? 'h-4 w-12' : 'h-10 w-32'} />;
  }
  const text = state.kind === 'ready' ? state.text : '–';
  if (inline) {
    return (
      <span className="whitespace-nowrap">
        <span className="font-semibold">{text}</span>
        {state.kind === 'ready' && <span className="text-sm text-slate-600"> ({vatNote()})</span>}
      </span>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span className="text-4xl font-bold tracking-tight text-slate-900">{text}</span>
      {suffix && state.kind === 'ready' && <span className="text-slate-600">{suffix}</span>}
      {vat && state.kind === 'ready' && (
        <span className="text-sm text-slate-600" data-vat-note>
          {vatNote()}
        </span>
      )}
    </p>
  );
}
