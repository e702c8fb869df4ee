import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';

// Shown until the settings answer, and if they never do: the support hours the product promises.
const DEFAULT_SUPPORT_HOURS = MESSAGES.support.defaultHours;

export function supportLine(hours: string | undefined): string {
  const text = hours?.trim();
  return fillMessage(MESSAGES.support.line, { hours: text ? text : DEFAULT_SUPPORT_HOURS });
}
