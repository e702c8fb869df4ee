/** The settings page's tabs, in the order they are shown; `?tab=` names one. */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profiil' },
  { id: 'company', label: 'Ettevõte' },
  { id: 'subscription', label: 'Tellimus' },
  { id: 'security', label: 'Turvalisus' },
  { id: 'feedback', label: 'Tagasiside' },
  { id: 'notifications', label: 'Teavitused' },
  { id: 'invoices', label: 'Arved' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

export function settingsTabOf(value: string | null): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
