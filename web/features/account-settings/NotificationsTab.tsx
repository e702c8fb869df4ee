/** The settings page's notifications tab (being built). */
export function NotificationsTab() {
  return null;
}
