// What app/ loads on demand from the settings feature (with import() only).
export { SettingsPage } from './SettingsPage';
export { UnsubscribePage } from './UnsubscribePage';
