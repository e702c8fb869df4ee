import {
  chooseLocale,
  cookieValue,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Locale,
} from '@domain/locales';

/**
 * The page's language, for the whole life of the page (docs/decisions/0064-the-pages-language.md).
 * The web build puts this module where domain/page-locale.ts is (scripts/vite/page-language.ts), so
 * every default of domain/format.ts and domain/catalogue.ts is this page's language; and each
 * catalogue the page imports is this language's file.
 *
 * The server chose it when it sent the page, and wrote it into `<html lang>` (the static first look
 * is in it too). In development Vite sends index.html as it is, so the page chooses by the server's
 * rule itself, from what the browser can see (the session comes later: see LanguageSync).
 */
function pageLocale(): Locale {
  if (import.meta.env.DEV) {
    const chosen = chooseLocale({
      query: new URLSearchParams(window.location.search).get(LANGUAGE_PARAM),
      cookie: cookieValue(document.cookie, LANGUAGE_COOKIE),
      acceptLanguage: navigator.languages.join(','),
    });
    document.documentElement.lang = chosen;
    return chosen;
  }
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export const PAGE_LOCALE: Locale = pageLocale();
