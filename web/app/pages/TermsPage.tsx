import { Link } from 'wouter';
import { FREE_MONTHLY_CREDITS, MAX_FREE_DURATION_DAYS, PREMIUM_DURATIONS, TRIAL_DAYS } from '@domain/plans';
import { LegalPage, SupportEmail, type LegalSection } from './LegalPage';

const MAX_PREMIUM_DURATION_DAYS = Math.max(...PREMIUM_DURATIONS);
const linkClass = 'font-medium text-brand-700 underline underline-offset-4';

const SECTIONS: LegalSection[] = [
  {
    title: 'Teenus',
    body: (
      <p>
        Veoturg on platvorm, kus kaubasaatjad, ekspediitorid ja vedajad avaldavad kuulutusi veost vajavate
        kaupade ja vaba transpordi kohta ning leiavad transpordiettevõtteid. Veoturg ei ole veo- ega
        ekspedeerimislepingu pool: lepingud sõlmivad ja täidavad kasutajad omavahel.
      </p>
    ),
  },
  {
    title: 'Konto',
    body: (
      <ul>
        <li>Konto kasutamiseks tuleb kinnitada e-posti aadress.</li>
        <li>Hoidke oma parool salajas; konto kaudu tehtu eest vastutab konto omanik.</li>
        <li>Konto loomisel kinnitate, et olete tutvunud nende tingimuste ja privaatsuspoliitikaga.</li>
      </ul>
    ),
  },
  {
    title: 'Kuulutused',
    body: (
      <ul>
        <li>Kuulutuse andmed peavad olema tõesed ja puudutama päriselt pakutavat vedu või veost.</li>
        <li>
          Tasuta kontoga kehtib kuulutus kuni {MAX_FREE_DURATION_DAYS} päeva, Premiumiga kuni{' '}
          {MAX_PREMIUM_DURATION_DAYS} päeva.
        </li>
        <li>
          Keelatud on eksitav, ebaseaduslik või reklaamiv sisu. Administraator võib sellise kuulutuse muuta
          või eemaldada.
        </li>
      </ul>
    ),
  },
  {
    title: 'Kontaktid ja krediidid',
    body: (
      <ul>
        <li>
          Tasuta kontoga saate igas kalendrikuus {FREE_MONTHLY_CREDITS} krediiti; üks krediit avab ühe
          kontakti. Kasutamata krediidid järgmisse kuusse üle ei kandu.
        </li>
        <li>Kontakti saab avada ka ühekordse maksega. Avatud kontakt jääb Teile nähtavaks.</li>
        <li>
          Teiste kasutajate kontaktandmeid võib kasutada ainult veoga seotud suhtluseks, mitte reklaamiks ega
          edasimüügiks.
        </li>
      </ul>
    ),
  },
  {
    title: 'Premium ja maksed',
    body: (
      <ul>
        <li>
          Premium on igakuine tellimus, mille hind on toodud{' '}
          <Link to="/hinnad" className={linkClass}>
            hinnalehel
          </Link>
          . Hinnamuutus kehtib uutele tellimustele.
        </li>
        <li>Iga konto saab ühe korra {TRIAL_DAYS}-päevase tasuta prooviaja.</li>
        <li>Tellimuse saab igal ajal lõpetada; ligipääs kehtib makstud perioodi lõpuni.</li>
        <li>Makseid töötleb Stripe.</li>
      </ul>
    ),
  },
  {
    title: 'Vastutus',
    body: (
      <p>
        Teeme kõik, et Veoturg töötaks, kuid ei taga katkestusteta tööd. Me ei vastuta kasutajate avaldatud
        andmete õigsuse ega kasutajate omavaheliste tehingute eest.
      </p>
    ),
  },
  {
    title: 'Konto lõpetamine',
    body: (
      <p>
        Konto saate kustutada seadete profiili vahelehel. Tingimusi rikkuva konto võib administraator sulgeda.
        Mis kustutamisel andmetega juhtub, kirjeldab{' '}
        <Link to="/privaatsus" className={linkClass}>
          privaatsuspoliitika
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Muudatused ja kontakt',
    body: (
      <p>
        Tingimuste kehtiv redaktsioon on alati sellel lehel. Olulistest muudatustest teatame e-posti teel.
        Küsimused saatke aadressil <SupportEmail />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Kasutustingimused"
      updated="28.11.2026"
      intro={<p>Need tingimused kehtivad kõigile, kes Veoturgu kasutavad.</p>}
      sections={SECTIONS}
    />
  );
}
