import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { intlLocale } from '@domain/locales';
import { PAGE_LOCALE } from '@domain/page-locale';
import { FREE_DURATIONS, FREE_MONTHLY_CREDITS, PREMIUM_DURATIONS, TRIAL_DAYS } from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { supportLine, usePublicSettings } from '@web/features/settings';
import { mailtoHref } from '@web/lib/contact';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PAGE_MESSAGES } from './page-messages';

const TEXT = PAGE_MESSAGES.info;
const MAX_PREMIUM_DURATION_DAYS = Math.max(...PREMIUM_DURATIONS);
const PREMIUM_ONLY_DURATIONS = PREMIUM_DURATIONS.filter(
  (days) => !(FREE_DURATIONS as readonly number[]).includes(days),
);

// [1, 3, 5, 7] -> "1, 3, 5 või 7 päevaks", in the page's language (the last number chooses the form).
const orList = new Intl.ListFormat(intlLocale(PAGE_LOCALE), { type: 'disjunction' });
function forDays(values: readonly number[]): string {
  return countMessage(TEXT.forDays, values.at(-1) ?? 0, { list: orList.format(values.map(String)) });
}

interface Question {
  question: string;
  answer: ReactNode;
}

export function InfoPage() {
  useDocumentTitle(MESSAGES.nav.info);
  const settings = usePublicSettings();
  const prices = settings.data?.prices;
  const supportEmail = settings.data?.support.email;

  const questions: Question[] = [
    {
      question: TEXT.creditsQuestion,
      answer: countMessage(TEXT.creditsAnswer, FREE_MONTHLY_CREDITS),
    },
    {
      question: TEXT.outOfCreditsQuestion,
      answer: prices
        ? fillMessage(TEXT.outOfCreditsAnswerPrice, { price: formatMoney(prices.contactUnlockPrice) })
        : TEXT.outOfCreditsAnswer,
    },
    {
      question: TEXT.premiumQuestion,
      answer: [
        countMessage(TEXT.premiumAnswer, MAX_PREMIUM_DURATION_DAYS, {
          price: prices
            ? `${formatMoney(prices.premiumMonthlyPrice)}${PAGE_MESSAGES.pricing.perMonth}`
            : TEXT.premiumPriceFallback,
        }),
        countMessage(TEXT.premiumTrial, TRIAL_DAYS),
        TEXT.premiumCancel,
      ].join(' '),
    },
    {
      question: TEXT.durationQuestion,
      answer: fillMessage(TEXT.durationAnswer, {
        free: forDays(FREE_DURATIONS),
        premium: forDays(PREMIUM_ONLY_DURATIONS),
      }),
    },
    {
      question: TEXT.listingFeeQuestion,
      answer: TEXT.listingFeeAnswer,
    },
  ];

  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{MESSAGES.nav.info}</h1>
        <p className="text-lg text-slate-700">{TEXT.lead}</p>
      </header>

      <InfoSection title={TEXT.aboutTitle}>{TEXT.aboutText}</InfoSection>
      <InfoSection title={TEXT.whatTitle}>{TEXT.whatText}</InfoSection>
      <InfoSection title={TEXT.missionTitle}>{TEXT.missionText}</InfoSection>

      <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
        <h2 id="questions-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {TEXT.questionsTitle}
        </h2>
        <Card>
          <dl className="divide-y divide-slate-200">
            {questions.map(({ question, answer }) => (
              <div key={question} className="flex flex-col gap-1.5 p-5 sm:p-6">
                <dt className="font-semibold text-slate-900">{question}</dt>
                <dd className="text-slate-700">{answer}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{TEXT.moreTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">{supportLine(settings.data?.support.hours)}.</p>
          {settings.isPending ? (
            <Skeleton className="h-10 w-40" />
          ) : supportEmail ? (
            <Button asChild>
              <a href={mailtoHref(supportEmail)}>
                <Mail aria-hidden="true" />
                {TEXT.writeUs}
              </a>
            </Button>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-600">{MESSAGES.footer.contactsLoadFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                {MESSAGES.generic.retry}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      {/* GeoNames' licence (CC BY 4.0) asks for this credit: the place search uses its data. */}
      <p className="text-sm text-slate-600">{TEXT.placesCredit}</p>
    </PageContainer>
  );
}

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <p className="text-base leading-relaxed text-slate-700">{children}</p>
    </section>
  );
}
