import { Building, Check, Package, Truck, type LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { FREE_MONTHLY_CREDITS, TRIAL_DAYS } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SIGN_UP_PATH } from '@web/app/layout/nav-items';
import { PageContainer } from '@web/app/layout/PageContainer';
import { useAuthUrlParams } from '@web/features/auth/use-auth-url-params';
import { useDocumentTitle } from '@web/lib/use-document-title';

interface Offering {
  icon: LucideIcon;
  title: string;
  text: string;
}

const OFFERINGS: Offering[] = [
  {
    icon: Package,
    title: 'Kaubad',
    text: 'Veost vajavad kaubad koos marsruudi, kaalu, koguse ja laadimiskuupäevadega. Leia koorem oma autole või lisa oma kaup.',
  },
  {
    icon: Truck,
    title: 'Vaba transport',
    text: 'Vedajate vabad autod ja regulaarsed liinid. Täida tühjad kilomeetrid ja leia sobiv vedu ka tagasisõiduks.',
  },
  {
    icon: Building,
    title: 'Ettevõtted',
    text: 'Transpordiettevõtete kataloog teeninduspiirkondade, haagisetüüpide ja erialade järgi.',
  },
];

const SIGN_UP_BENEFITS = [
  `${FREE_MONTHLY_CREDITS} kontakti kuus tasuta`,
  'Kuulutuste lisamine on tasuta',
  `Premiumi ${TRIAL_DAYS}-päevane prooviaeg`,
];

export function HomePage() {
  useDocumentTitle();
  useAuthUrlParams();
  const navigate = useNavigate();

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
        <PageContainer className="py-12 sm:py-20">
          <div className="flex max-w-3xl flex-col gap-5">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Veoturg</h1>
            <p className="text-xl font-semibold text-brand-700 sm:text-2xl">Eesti logistikaplatvorm</p>
            <p className="text-lg text-slate-700">
              Kaubad, vaba transport ja vedajad Baltikumis ja Põhjamaades ühes kohas – dispetšerile nii
              kontoris kui ka veoki kabiinis.
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button size="lg" onClick={() => void navigate(SIGN_UP_PATH)}>
                Loo tasuta konto
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/hinnad">Vaata hindu</Link>
              </Button>
            </div>
          </div>
        </PageContainer>
      </section>

      <PageContainer className="flex flex-col gap-10">
        <section aria-labelledby="offerings-heading" className="flex flex-col gap-5">
          <h2 id="offerings-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Mida Veoturul leiad
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {OFFERINGS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader className="gap-3">
                    <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <CardTitle as="h3">{title}</CardTitle>
                  </CardHeader>
                  <CardContent className="pt-3 sm:pt-3">
                    <CardDescription className="text-base text-slate-700">{text}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="signup-heading">
          <Card className="overflow-hidden border-brand-700 bg-brand-700 text-white">
            <div className="flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
              <div className="flex flex-col gap-3">
                <h2 id="signup-heading" className="text-2xl font-bold tracking-tight">
                  Loo konto ja ava {FREE_MONTHLY_CREDITS} kontakti kuus tasuta
                </h2>
                <p className="text-brand-100">
                  Kuulutuste kontaktandmed on nähtavad registreeritud kasutajatele. Konto loomine võtab
                  minuti.
                </p>
                <ul className="flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
                  {SIGN_UP_BENEFITS.map((benefit) => (
                    <li key={benefit} className="flex items-center gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </div>
              <Button
                size="lg"
                variant="outline"
                className="border-white text-brand-800 hover:bg-brand-50 md:self-center"
                onClick={() => void navigate(SIGN_UP_PATH)}
              >
                Registreeru
              </Button>
            </div>
          </Card>
        </section>
      </PageContainer>
    </>
  );
}
