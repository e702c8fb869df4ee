/**
 * The back office's messages: kept apart from domain/messages.ts so that the public pages do not
 * download them. The specs give some admin texts in English; they are kept verbatim.
 */

type LookupMessages = {
  title: string;
  added: string;
  updated: string;
  deleted: string;
  addError: string;
  updateError: string;
  deleteError: string;
};

// The admin variables page words every list the same way; only the noun (nominative, genitive) changes.
function lookupMessages(title: string, nominative: string, genitive: string): LookupMessages {
  return {
    title,
    added: `${nominative} lisatud`,
    updated: `${nominative} uuendatud`,
    deleted: `${nominative} kustutatud`,
    addError: `Viga ${genitive} lisamisel`,
    updateError: `Viga ${genitive} uuendamisel`,
    deleteError: `Viga ${genitive} kustutamisel`,
  };
}

export const ADMIN_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  accessDenied: 'Access denied. Admin privileges required.',
  fetchUsersError: 'Failed to fetch users',
  updateRoleError: 'Failed to update user role',
  deleteUserError: 'Failed to delete user',
  roleUpdated: (role: string) => `User role updated to ${role}`,
  userDeleted: 'User deleted successfully',
  setSubscriptionError: 'Kasutaja tellimuse määramine ebaõnnestus',
  subscriptionSet: (plan: string) => `Kasutaja tellimus määratud: ${plan}`,
  endDateInPast: 'Lõppkuupäev ei saa olla minevikus',
  // The users page's refusals, in English like the page's other texts.
  userNotFound: 'User not found',
  cannotRemoveOwnAdminRole: 'You cannot remove your own admin role',
  cannotDeleteSelf: 'You cannot delete your own account',
  // The plan is the one refusal of the page in Estonian (issue 27): also the reason its action shows.
  cannotChangeOwnPlan: 'Oma tellimust ei saa haldusliideses muuta',
  paidSubscriptionRunning:
    'The user has a paid subscription running. Set the user to Free first (this cancels it at once).',
  fetchListingsError: 'Failed to fetch listings',
  listingDeleteError: 'Kuulutuse kustutamisel esines viga',
  listingUpdateError: 'Kuulutuse uuendamine ebaõnnestus',
  companyUpdateError: 'Ettevõtte uuendamine ebaõnnestus',
  updated: 'Edukalt uuendatud',
  deleted: 'Edukalt kustutatud',
  companyNameRequired: 'Palun sisestage ettevõtte nimi',
  fetchFeedbackError: 'Failed to fetch feedback',
  feedbackStatusError: 'Viga oleku uuendamisel',
  feedbackStatusUpdated: 'Tagasiside olek uuendatud',
  feedbackNotFound: 'Sellist tagasisidet ei ole',
  feedbackStatusInvalid: 'Olek peab olema open, in_progress, resolved või closed',
  feedbackTypeInvalid: 'Tüüp peab olema feedback, bug, feature või support',
  creditsLoadError: 'Kasutajate krediitide laadimine ebaõnnestus.',
  creditsUpdateError: 'Krediitide uuendamine ebaõnnestus.',
  creditsResetError: 'Krediitide lähtestamine ebaõnnestus.',
  invalidCredits: 'Sisestage kehtiv krediitide arv.',
  creditsAmountTooLarge: (max: number) => `Korraga saab muuta kuni ${max} krediiti.`,
  creditsOperation: 'Toiming peab olema add, remove või reset',
  creditsFilter: 'Filter peab olema all, premium, free, active või exhausted',
  creditsAccessHolder:
    'Premium- või prooviajaga kasutaja krediite ei muudeta: tal on piiramatu ligipääs kontaktidele.',
  creditsUpdated: 'Krediidid uuendatud',
  creditsNothingToRemove: 'Kasutajal pole eemaldatavaid krediite: kõik on juba kasutatud.',
  creditsAlreadyReset: 'Kasutaja kuu on juba algusest: kasutatud krediite pole ja kuus on 3 krediiti.',
  creditsReset: 'Krediidid lähtestatud',
  pricingLoadError: 'Hinnakirja laadimine ebaõnnestus.',
  pricingUpdateError: 'Hinnakirja uuendamine ebaõnnestus.',
  invalidPrice: 'Sisestage kehtiv hind.',
  priceTooHigh: (max: number) => `Hind võib olla kuni ${max} €.`,
  priceDecimals: 'Hinnal võib olla kuni kaks kohta pärast koma.',
  priceNotFound: 'Sellist hinda ei ole',
  priceUpdated: 'Hind uuendatud',
  mailLoadError: 'E-kirjade laadimine ebaõnnestus.',
  mailNotFound: 'Sellist e-kirja ei ole',
  mailStateInvalid: 'Olek peab olema failed või retrying',
  mailResendError: 'E-kirja uuesti saatmine ebaõnnestus.',
  mailResent: 'E-kiri pandi uuesti saatmisjärjekorda',
  mailResentAll: (n: number) =>
    n === 1 ? '1 e-kiri pandi uuesti saatmisjärjekorda' : `${n} e-kirja pandi uuesti saatmisjärjekorda`,
  mailNothingToResend: 'Saatmata e-kirju ei ole',
  variables: {
    loadError: 'Viga andmete laadimisel',
    nameRequired: 'Nimi on kohustuslik',
    nameTooLong: (max: number) => `Nimi võib olla kuni ${max} tähemärki`,
    duplicate: (name: string) => `„${name}” on selles loendis juba olemas`,
    listNotFound: 'Sellist loendit ei ole',
    itemNotFound: 'Sellist väärtust selles loendis ei ole',
    lists: {
      cargo_types: lookupMessages('Kauba tüübid', 'Kauba tüüp', 'kauba tüübi'),
      trailer_types: lookupMessages('Haagise tüübid', 'Haagise tüüp', 'haagise tüübi'),
      transport_types: lookupMessages('Transpordiliigid', 'Transpordiliik', 'transpordiliigi'),
      service_regions: lookupMessages('Teeninduspiirkonnad', 'Teeninduspiirkond', 'teeninduspiirkonna'),
      specializations: lookupMessages('Tegevusalad', 'Tegevusala', 'tegevusala'),
      loading_types: lookupMessages('Laadimisviisid', 'Laadimisviis', 'laadimisviisi'),
      units: lookupMessages('Ühikud', 'Ühik', 'ühiku'),
    },
  },
};
