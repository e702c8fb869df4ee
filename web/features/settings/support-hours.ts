import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';

/**
 * The support line. Its hours are the operator's words (SUPPORT_HOURS) or, when none are set (null),
 * until the settings answer and if they never do, the hours the product promises in the page's
 * language.
 */
export function supportLine(hours: string | null | undefined): string {
  const text = hours?.trim();
  return fillMessage(MESSAGES.support.line, { hours: text ? text : MESSAGES.support.defaultHours });
}
