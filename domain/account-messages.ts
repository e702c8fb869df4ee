/**
 * The account area's messages (the settings tabs, invoices): kept apart from domain/messages.ts so
 * that the public pages do not download them.
 */
export const ACCOUNT_MESSAGES = {
  profile: {
    loadError: 'Viga profiili laadimisel',
    updateError: 'Viga profiili uuendamisel',
    companyUpdateError: 'Viga ettevõtte andmete uuendamisel',
    visibilityError: 'Viga nähtavuse uuendamisel',
    feedbackError: 'Viga tagasiside saatmisel',
    notificationsLoadError: 'Viga teavituste seadete laadimisel',
    notificationsUpdateError: 'Viga teavituste seadete uuendamisel',
    updated: 'Profiil uuendatud',
    companyUpdated: 'Ettevõtte andmed uuendatud',
    visibilityUpdated: 'Nähtavus uuendatud',
    feedbackSent: 'Tagasiside saadetud',
    notificationsUpdated: 'Teavituste seaded salvestatud',
    premiumRequired: 'See funktsioon on saadaval Premium-kontoga',
    companyNameRequired: 'Palun sisestage ettevõtte nimi',
    routeRequired: 'Palun sisestage marsruut',
    tooManyRoutes: 'Kuni 50 marsruuti',
    invalidYear: 'Palun sisestage kehtiv asutamisaasta',
    invalidEmployees: 'Palun sisestage kehtiv töötajate arv',
  },
  feedback: {
    typeRequired: 'Palun valige tagasiside tüüp',
    subjectRequired: 'Palun sisestage teema',
    messageRequired: 'Palun sisestage sõnum',
    subjectTooLong: 'Teema võib olla kuni 200 tähemärki pikk',
    messageTooLong: 'Sõnum võib olla kuni 5000 tähemärki pikk',
    thanksTitle: 'Aitäh! Tagasiside saadetud',
    thanksText: 'Loeme selle läbi ja vajadusel vastame Teie e-posti aadressile.',
  },
  notifications: {
    frequencyRequired: 'Palun valige teavituste sagedus',
    minAboveMax: 'Miinimum ei saa olla suurem kui maksimum',
    fromAfterTo: 'Alguskuupäev ei saa olla lõppkuupäevast hilisem',
    unsubscribeInvalid: 'Loobumislink on vigane. Teavitused saate välja lülitada seadetes.',
    unsubscribed: 'Teavitused on välja lülitatud',
  },
  invoices: {
    loadError: 'Arvete laadimine ebaõnnestus',
    empty: 'Teil pole veel ühtegi arvet',
    notFound: 'Arvet ei leitud',
    status: { paid: 'Makstud', open: 'Avaldamata', void: 'Tühistatud' },
  },
};
