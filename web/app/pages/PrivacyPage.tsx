import { Link } from 'wouter';
import { LegalPage, SupportEmail, type LegalSection } from './LegalPage';

// What the database holds (server/db/schema) and how long the code keeps it (decision 0042). Change
// this page with the schema: it promises no more and no less than the code does.
const SECTIONS: LegalSection[] = [
  {
    title: 'Kes Teie andmeid töötleb',
    body: (
      <p>
        Andmete vastutav töötleja on Veoturg. Küsimused, soovid ja vastuväited saatke aadressil{' '}
        <SupportEmail />.
      </p>
    ),
  },
  {
    title: 'Milliseid andmeid hoiame ja miks',
    body: (
      <ul>
        <li>
          <strong>Konto:</strong> e-posti aadress (sisselogimisnimi), parooli räsi (parooli ennast me ei tea),
          kas aadress on kinnitatud, konto loomise aeg, kasutustingimuste ja privaatsuspoliitikaga nõustumise
          aeg ning roll. Need on vajalikud konto pidamiseks ja sisselogimiseks.
        </li>
        <li>
          <strong>Profiil ja ettevõte:</strong> kontaktisik, telefon, aadress, ettevõtte nimi, tegevusala,
          autopark, veoliigid, teeninduspiirkonnad, regulaarsed marsruudid, kirjeldus, veebileht, logo
          aadress, asutamisaasta, töötajate arv ja valik, kas ettevõtet näidatakse kataloogis. Nendega täidame
          uue kuulutuse kontaktiväljad ja, kui Te selle sisse lülitate, näitame ettevõtet kataloogis.
        </li>
        <li>
          <strong>Kuulutused ja mallid:</strong> veose või vaba transpordi andmed, marsruut, kuupäevad, hind,
          märkused ja kuulutuse kontaktandmed. Kuulutus on kõigile nähtav; selle kontaktandmeid näevad ainult
          kuulutuse omanik, Premiumi või prooviajaga kasutajad ning kasutajad, kes on kontakti avanud.
        </li>
        <li>
          <strong>Avatud kontaktid ja krediidid:</strong> millise kuulutuse või ettevõtte kontakti avasite,
          millal ja kas krediidi või maksega, ning kui palju krediite olete sel kuul kasutanud. Nii jääb
          avatud kontakt Teile nähtavaks ja krediite saab arvestada.
        </li>
        <li>
          <strong>Maksed ja tellimus:</strong> ühekordsete maksete ja Premiumi tellimuse summa, aeg, olek ja
          makseviis, tellimuse kehtivus ning arved. Kaardimakseid töötleb Stripe; kaardiandmeid me ei näe ega
          hoia, hoiame vaid Stripe'i kliendi- ja tellimuse tunnust. Neid andmeid vajame teenuse osutamiseks ja
          raamatupidamiseks.
        </li>
        <li>
          <strong>Teavitused:</strong> Teie teavituste filtrid ja sagedus, millised uued kuulutused neile
          vastasid ning millal Teile teavitus saadeti.
        </li>
        <li>
          <strong>Tagasiside:</strong> Teie saadetud teema, sõnum ja e-posti aadress, et saaksime vastata.
        </li>
        <li>
          <strong>E-kirjade logi:</strong> meie saadetud kirjade (kinnitus, parooli lähtestamine, teavitused)
          saaja, teema, sisu ja saatmise olek. Kirjad saadetakse järjekorrast ning ebaõnnestunud kirja saab
          administraator uuesti saata.
        </li>
        <li>
          <strong>Tegevuste logi:</strong> administraatorite toimingud Teie konto, kuulutuste ja krediitidega
          (mida muudeti, millal, endine ja uus väärtus) ning konto kustutamine.
        </li>
        <li>
          <strong>Sisselogimine ja turvalisus:</strong> iga seansi kohta IP-aadress ja brauseri kirjeldus.
          Liigsete päringute piiramiseks loeme päringuid IP-aadressi ja e-posti aadressi järgi.
        </li>
      </ul>
    ),
  },
  {
    title: 'Küpsised',
    body: (
      <>
        <p>
          Kasutame üht vajalikku küpsist, <code>veoturg.session_token</code>, mis hoiab Teid sisse logituna.
          See kehtib 7 päeva ja pikeneb kasutamisel; väljalogimisel see kustub. Lisaks jätab brauser meelde,
          mitu kuulutust Te nimekirjas korraga näha soovite.
        </p>
        <p>Analüütika- ega reklaamiküpsiseid me ei kasuta.</p>
      </>
    ),
  },
  {
    title: 'Kellele andmeid edastame',
    body: (
      <ul>
        <li>Stripe: maksete ja Premiumi tellimuse töötlemiseks.</li>
        <li>E-kirjade saatmise teenus: kirjade kohaletoimetamiseks.</li>
        <li>
          Teised kasutajad: kuulutused ja kataloogi ettevõtted on avalikud, kontaktandmed ainult eelnimetatud
          kasutajatele.
        </li>
      </ul>
    ),
  },
  {
    title: 'Kui kaua andmeid hoiame',
    body: (
      <ul>
        <li>Konto, profiili ja teavituste andmeid hoiame, kuni konto kustutatakse.</li>
        <li>Seanss kustub väljalogimisel või 7 päeva pärast viimast kasutamist.</li>
        <li>Kinnituslink kehtib 24 tundi, parooli lähtestamise link 1 tund.</li>
        <li>Päringute loendurid kustuvad hiljemalt tunni jooksul.</li>
        <li>
          Kustutatud kuulutus või mall märgitakse kustutatuks ega ole enam kellelegi nähtav; kirje ise säilib.
        </li>
        <li>
          Konto kustutamisel asendame e-posti aadressi ja nime, kustutame parooli, seansid ja rolli,
          tühjendame profiili, märgime kuulutused ja mallid kustutatuks ning lõpetame tellimuse. Maksed, arved
          ja avatud kontaktide kirjed jäävad raamatupidamise jaoks alles nimetu kontoga seotuna; tagasiside
          jääb alles ilma e-posti aadressita. Tegevuste logi ja e-kirjade logi säilivad praegu tähtajatult, ka
          pärast konto kustutamist.
        </li>
      </ul>
    ),
  },
  {
    title: 'Teie õigused',
    body: (
      <>
        <p>
          Oma andmed saate alla laadida ja konto kustutada{' '}
          <Link
            to="/profile-settings?tab=profile"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            seadete
          </Link>{' '}
          profiili vahelehel („Teie andmed“). Profiili ja ettevõtte andmeid saate seal ka parandada.
        </p>
        <p>
          Muude soovide ja vastuväidetega pöörduge klienditoe poole: <SupportEmail />. Kui leiate, et rikume
          Teie õigusi, võite pöörduda Andmekaitse Inspektsiooni poole (www.aki.ee).
        </p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privaatsuspoliitika"
      updated="28.11.2026"
      intro={
        <p>
          Siin kirjeldame, milliseid andmeid Veoturg Teie kohta hoiab, miks ja kui kaua, ning kuidas saate
          neid vaadata ja kustutada.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
