import type { Locale } from './locales';

/**
 * The language that words and formats take when a caller names none. On the server it is always
 * Estonian: the server passes each request's locale explicitly and never reads this. In the
 * browser a page has one language for its whole life, and the web build replaces this module with
 * one that reads it from the page (`<html lang>`, scripts/vite/page-language.ts), so the pages'
 * dates, numbers and counts follow the page without passing a locale around.
 */
export const PAGE_LOCALE: Locale = 'et';
