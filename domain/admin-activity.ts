import { ADMIN_MESSAGES } from './admin-messages';

/**
 * What the activity log records: one row per admin write (DECISIONS.md), and what users do that the
 * back office follows (the spec's labels: registered, login, logout, listing and company created,
 * profile updated; docs/decisions/0043), named by one of these actions.
 */
export const ADMIN_ACTIONS = [
  'user_registered',
  'login',
  'logout',
  'listing_created',
  'company_created',
  'profile_updated',
  'listing_updated',
  'listing_deleted',
  'company_updated',
  'company_deleted',
  'user_updated',
  'user_deleted',
  'account_deleted',
  'role_updated',
  'subscription_updated',
  'credits_added',
  'credits_removed',
  'credits_reset',
  'feedback_updated',
  'lookup_created',
  'lookup_updated',
  'lookup_deleted',
  'price_updated',
  'status_updated',
  'mail_resent',
  'mail_resent_all',
  'verification_requested',
  'verification_decided',
  'report_dismissed',
  'report_resolved',
  'user_suspended',
  'user_unsuspended',
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Each action's label on the dashboard and the log page, from the admin catalogue (`admin.actions`). */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  ...ADMIN_MESSAGES.actions,
  credits_reset: ADMIN_MESSAGES.creditsReset,
};

/** The dashboard's periods: since one, seven or thirty days ago (seven by default). */
export const ADMIN_PERIODS = ['1d', '7d', '30d'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];
export const PERIOD_DAYS: Record<AdminPeriod, number> = { '1d': 1, '7d': 7, '30d': 30 };

/** How many of the latest entries the dashboard's activity card shows (the log page has all). */
export const DASHBOARD_ACTIVITY_COUNT = 8;
