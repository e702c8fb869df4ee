import { languageBodySchema } from '@domain/contract/accounts';
import { isLocale, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Locale } from '@domain/locales';
import { PAGE_LOCALE } from '@domain/page-locale';
import { apiSend } from '@web/lib/api';
import { keepOpenForms } from '@web/lib/kept-forms';
import { reloadWithoutAsking } from '@web/lib/unsaved-changes';

/**
 * Choosing the pages' language (docs/decisions/0064-the-pages-language.md). A page is in one
 * language for its life, so another language is the same page loaded again: the address (with its
 * filters) stays, and the open forms keep what they hold (web/lib/kept-forms.ts). The choice is kept
 * in a cookie, which the server reads when it sends a page, and for a signed-in user in the profile,
 * so their other devices and their mail follow.
 */

const ONE_YEAR_S = 365 * 24 * 60 * 60;
// A language that came with the address (?lang=ru) on this load: the user's own choice, which a
// signed-in user's profile then takes (LanguageSync).
const CHOSEN_BY_LINK = 'veoturg:language-from-link';

function keepInCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** The same page again in `locale`, with what its forms hold. */
export function openInLanguage(locale: Locale): void {
  keepInCookie(locale);
  keepOpenForms();
  reloadWithoutAsking();
}

/** The switch: a signed-in user's profile first (a failure leaves everything as it was), then the page. */
export async function switchLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  if (locale === PAGE_LOCALE) return;
  if (signedIn) await saveLanguage(locale);
  openInLanguage(locale);
}

export function saveLanguage(locale: Locale) {
  return apiSend('PUT', '/api/me/language', { language: locale }, languageBodySchema);
}

/**
 * At start: a link's `?lang=` is kept in the cookie, remembered for the profile, and taken out of
 * the address, so that the address the user goes on with (and shares, and reloads) does not pin a
 * language the switch would then fight.
 */
export function takeLanguageFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLocale(asked)) {
    keepInCookie(asked);
    try {
      sessionStorage.setItem(CHOSEN_BY_LINK, asked);
    } catch {
      // No storage: the profile keeps its language.
    }
  }
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The language this load's link asked for, once. */
export function takeLanguageChosenByLink(): Locale | undefined {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_BY_LINK);
    sessionStorage.removeItem(CHOSEN_BY_LINK);
    return isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}
