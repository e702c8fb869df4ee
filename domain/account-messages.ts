/**
 * The account area's messages (the settings tabs, invoices): kept apart from domain/messages.ts so
 * that the public pages do not download them. The words are the Estonian catalogue's
 * (messages/et.json, `account`).
 */
import catalogue from '../messages/account/et.json' with { type: 'json' };

export const ACCOUNT_MESSAGES = catalogue.account;
