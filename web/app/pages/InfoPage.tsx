import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@domain/format';
import { FREE_DURATIONS, FREE_MONTHLY_CREDITS, PREMIUM_DURATIONS, TRIAL_DAYS } from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { supportLine, usePublicSettings } from '@web/features/settings';
import { mailtoHref } from '@web/lib/contact';
import { useDocumentTitle } from '@web/lib/use-document-title';

const MAX_PREMIUM_DURATION_DAYS = Math.max(...PREMIUM_DURATIONS);
const PREMIUM_ONLY_DURATIONS = PREMIUM_DURATIONS.filter(
  (days) => !(FREE_DURATIONS as readonly number[]).includes(days),
);

// [1, 3, 5, 7] -> "1, 3, 5 või 7"
function listWithOr(values: readonly number[]): string {
  const head = values.slice(0, -1);
  const last = values.at(-1);
  return head.length > 0 ? `${head.join(', ')} või ${last}` : String(last ?? '');
}

interface Question {
  question: string;
  answer: ReactNode;
}

export function InfoPage() {
  useDocumentTitle('Info');
  const settings = usePublicSettings();
  const prices = settings.data?.prices;
  const supportEmail = settings.data?.support.email;

  const questions: Question[] = [
    {
      question: 'Mis on krediidid?',
      answer: `Tasuta kontoga saate igas kalendrikuus ${FREE_MONTHLY_CREDITS} krediiti. Üks krediit avab ühe kuulutuse kontaktandmed ja avatud kontakt jääb Teile alatiseks nähtavaks. Krediidid uuenevad iga kalendrikuu alguses ja kasutamata krediidid järgmisse kuusse üle ei kandu.`,
    },
    {
      question: 'Mis juhtub, kui krediidid saavad otsa?',
      answer: prices
        ? `Saate avada üksiku kuulutuse kontakti ühekordse maksega (${formatMoney(prices.contactUnlockPrice)}) või minna üle Premiumile, millega on kõik kontaktid avatud.`
        : 'Saate avada üksiku kuulutuse kontakti ühekordse maksega või minna üle Premiumile, millega on kõik kontaktid avatud.',
    },
    {
      question: 'Mida Premium sisaldab ja palju see maksab?',
      answer: (
        <>
          Premium maksab{' '}
          {prices ? `${formatMoney(prices.premiumMonthlyPrice)}/kuu` : 'hinnalehel näidatud kuutasu'} ja annab
          piiramatu ligipääsu kontaktidele, koha ettevõtete kataloogis, kuni {MAX_PREMIUM_DURATION_DAYS} päeva
          kestvad kuulutused ning kuulutuste mallid. Proovige enne maksmist: {TRIAL_DAYS}-päevane prooviaeg on
          tasuta. Tellimuse saate lõpetada igal ajal ning ligipääs jääb kehtima arveldusperioodi lõpuni.
        </>
      ),
    },
    {
      question: 'Kui kaua kuulutus nähtav on?',
      answer: `Tasuta kontoga saab kuulutuse avaldada ${listWithOr(FREE_DURATIONS)} päevaks, Premiumiga ka ${listWithOr(PREMIUM_ONLY_DURATIONS)} päevaks. Aegunud kuulutuse saate hiljem oma kuulutuste alt uuesti aktiveerida.`,
    },
    {
      question: 'Kas kuulutuse lisamine maksab?',
      answer: 'Ei. Kuulutuste lisamine on kõigile registreeritud kasutajatele tasuta ja piiramatu.',
    },
  ];

  return (
    <PageContainer className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Info</h1>
        <p className="text-lg text-slate-700">
          Veoturg on Eesti logistikaplatvorm vedajatele, ekspediitoritele ja kaubasaatjatele.
        </p>
      </header>

      <InfoSection title="Meist">
        Veoturg on Eestis loodud veoturg, mis viib kokku kaubasaatjad, ekspediitorid ja vedajad Eestis, Lätis,
        Leedus ja Põhjamaades. Teeme tööriista, mida dispetšer saab kasutada nii kontoris suure ekraani taga
        kui ka telefonis veoki kabiinis.
      </InfoSection>

      <InfoSection title="Mida teeme">
        Koondame ühte kohta veost vajavad kaubad, vedajate vaba transpordi ja transpordiettevõtete kataloogi.
        Kuulutuse lisamine võtab paar minutit, otsing ja filtrid aitavad leida sobiva marsruudi ning kontaktid
        on käeulatuses, kui partner on leitud.
      </InfoSection>

      <InfoSection title="Missioon">
        Vähendada tühisõite ja teha vedude planeerimine Baltikumis ja Põhjamaades lihtsamaks, kiiremaks ja
        läbipaistvamaks – nii väikesele vedajale kui ka suurele ekspedeerimisettevõttele.
      </InfoSection>

      <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
        <h2 id="questions-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Küsimused
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
          <CardTitle>Kas jäi midagi küsimata?</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">{supportLine(settings.data?.support.hours)}.</p>
          {settings.isPending ? (
            <Skeleton className="h-10 w-40" />
          ) : supportEmail ? (
            <Button asChild>
              <a href={mailtoHref(supportEmail)}>
                <Mail aria-hidden="true" />
                Kirjuta meile
              </a>
            </Button>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-600">Kontaktandmeid ei õnnestunud laadida.</p>
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                Proovi uuesti
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
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
