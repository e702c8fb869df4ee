/**
 * What the activity log records: one row per admin write (DECISIONS.md), and what users do that the
 * back office follows (the spec's labels: registered, login, logout, listing and company created,
 * profile updated; docs/decisions/0043), named by one of these actions, shown with its Estonian label
 * on the dashboard and the log page.
 */
export const ADMIN_ACTION_LABELS = {
  user_registered: 'Kasutaja registreerus',
  login: 'Sisselogimine',
  logout: 'Väljalogimine',
  listing_created: 'Kuulutus lisatud',
  company_created: 'Ettevõte lisandus kataloogi',
  profile_updated: 'Profiil muudetud',
  listing_updated: 'Kuulutus muudetud',
  listing_deleted: 'Kuulutus kustutatud',
  company_updated: 'Ettevõte muudetud',
  company_deleted: 'Ettevõte eemaldatud kataloogist',
  user_updated: 'Kasutaja muudetud',
  user_deleted: 'Kasutaja kustutatud',
  account_deleted: 'Kasutaja kustutas oma konto',
  role_updated: 'Roll muudetud',
  subscription_updated: 'Tellimus muudetud',
  credits_added: 'Krediite lisatud',
  credits_removed: 'Krediite eemaldatud',
  credits_reset: 'Krediidid lähtestatud',
  feedback_updated: 'Tagasiside olek muudetud',
  lookup_created: 'Loendi väärtus lisatud',
  lookup_updated: 'Loendi väärtus muudetud',
  lookup_deleted: 'Loendi väärtus kustutatud',
  price_updated: 'Hind muudetud',
  status_updated: 'Hooldusrežiim muudetud',
  mail_resent: 'E-kiri uuesti saadetud',
  mail_resent_all: 'Saatmata e-kirjad uuesti saadetud',
} as const;

export type AdminAction = keyof typeof ADMIN_ACTION_LABELS;
export const ADMIN_ACTIONS = Object.keys(ADMIN_ACTION_LABELS) as [AdminAction, ...AdminAction[]];

/** The dashboard's periods: since one, seven or thirty days ago (seven by default). */
export const ADMIN_PERIODS = ['1d', '7d', '30d'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
export const PERIOD_DAYS: Record<AdminPeriod, number> = { '1d': 1, '7d': 7, '30d': 30 };

/** How many of the latest entries the dashboard's activity card shows (the log page has all). */
export const DASHBOARD_ACTIVITY_COUNT = 8;
