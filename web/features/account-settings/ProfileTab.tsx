/** The settings page's profile tab (being built). */
export function ProfileTab() {
  return null;
}
