// Shown until the settings answer, and if they never do: the support hours the product promises.
const DEFAULT_SUPPORT_HOURS = 'tööpäeviti 8–17';

export function supportLine(hours: string | undefined): string {
  const text = hours?.trim();
  return `Klienditugi ${text ? text : DEFAULT_SUPPORT_HOURS}`;
}
