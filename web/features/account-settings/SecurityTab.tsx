/** The settings page's security tab (being built). */
export function SecurityTab() {
  return null;
}
