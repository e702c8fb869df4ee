/** The settings page's feedback tab (being built). */
export function FeedbackTab() {
  return null;
}
