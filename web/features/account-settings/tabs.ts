import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';

const TABS = ACCOUNT_MESSAGES.settings.tabs;

/** The settings page's tabs, in the order they are shown; `?tab=` names one. */
export const SETTINGS_TABS = [
  { id: 'profile', label: ACCOUNT_MESSAGES.profileForm.title },
  { id: 'company', label: MESSAGES.listingFields.company },
  { id: 'subscription', label: TABS.subscription },
  { id: 'security', label: TABS.security },
  { id: 'feedback', label: ACCOUNT_MESSAGES.feedback.title },
  { id: 'notifications', label: MESSAGES.ui.notifications },
  { id: 'invoices', label: TABS.invoices },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

export function settingsTabOf(value: string | null): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
