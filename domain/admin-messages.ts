/**
 * The back office's messages: kept apart from domain/messages.ts so that the public pages do not
 * download them. The specs give some admin texts in English; they are kept verbatim. The words are
 * the Estonian catalogue's (messages/et.json, `admin`).
 */
import catalogue from '../messages/admin/et.json' with { type: 'json' };
import { m } from './paraglide/messages';

const { mailResentAll: _plural, variables, ...plain } = catalogue.admin;

export const ADMIN_MESSAGES = {
  ...plain,
  roleUpdated: (role: string) => m['admin.roleUpdated']({ role }, { locale: 'et' }),
  subscriptionSet: (plan: string) => m['admin.subscriptionSet']({ plan }, { locale: 'et' }),
  creditsAmountTooLarge: (max: number) => m['admin.creditsAmountTooLarge']({ max }, { locale: 'et' }),
  priceTooHigh: (max: number) => m['admin.priceTooHigh']({ max }, { locale: 'et' }),
  mailResentAll: (count: number) => m['admin.mailResentAll']({ count }, { locale: 'et' }),
  variables: {
    ...variables,
    nameTooLong: (max: number) => m['admin.variables.nameTooLong']({ max }, { locale: 'et' }),
    duplicate: (name: string) => m['admin.variables.duplicate']({ name }, { locale: 'et' }),
  },
};
