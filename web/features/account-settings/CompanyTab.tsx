/** The settings page's company tab (being built). */
export function CompanyTab() {
  return null;
}
