/**
 * The words of the long static pages (info, privacy policy, terms, pricing): their own catalogue,
 * messages/pages/<locale>.json, so that a visitor of any other page does not download them
 * (docs/decisions/0063-message-catalogues.md). The build puts the page's language's file in place of
 * the Estonian one.
 */
import catalogue from '../../../messages/pages/et.json' with { type: 'json' };

export const PAGE_MESSAGES = catalogue.pages;
