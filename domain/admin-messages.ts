/**
 * The back office's messages: kept apart from domain/messages.ts so that the public pages do not
 * download them. The specs give some admin texts in English; they are kept verbatim. The words are
 * the Estonian catalogue's (messages/admin/et.json, `admin`); in the browser, the page language's.
 */
import catalogue from '../messages/admin/et.json' with { type: 'json' };
import { countMessage, fillMessage } from './catalogue';

const { mailResentAll, variables, ...plain } = catalogue.admin;

export const ADMIN_MESSAGES = {
  ...plain,
  roleUpdated: (role: string) => fillMessage(plain.roleUpdated, { role }),
  subscriptionSet: (plan: string) => fillMessage(plain.subscriptionSet, { plan }),
  creditsAmountTooLarge: (max: number) => fillMessage(plain.creditsAmountTooLarge, { max }),
  priceTooHigh: (max: number) => fillMessage(plain.priceTooHigh, { max }),
  // A count chooses its plural form.
  mailResentAll: (count: number) => countMessage(mailResentAll, count),
  variables: {
    ...variables,
    nameTooLong: (max: number) => fillMessage(variables.nameTooLong, { max }),
    duplicate: (name: string) => fillMessage(variables.duplicate, { name }),
  },
};
