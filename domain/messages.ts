/**
 * Every user-facing message of the product, in one place so that the web app and the API say the same
 * thing in the same words. Texts quoted by the specs are kept verbatim, including the few admin texts
 * the specs give in English.
 *
 * The words live in the catalogues, messages/<locale>.json (docs/decisions/0063-message-catalogues.md);
 * this is the Estonian catalogue in the shape the code reads it. The API answers every error in the
 * request's language by finding the Estonian text's key (server/platform/i18n).
 */
// A default import with its attribute: Node's own loader (the browser tests') takes JSON no other way.
import catalogue from '../messages/et.json' with { type: 'json' };
import { fillMessage } from './catalogue';

const { $schema: _format, wizard, schema, ...groups } = catalogue;
const { stepType, stepDetails, stepContact, stepSummary, ...wizardMessages } = wizard;

// Every group of the catalogue as it is (a group added to messages/et.json is here at once), with
// the few that the code reads in another shape.
export const MESSAGES = {
  ...groups,
  wizard: {
    ...wizardMessages,
    steps: [stepType, stepDetails, stepContact, stepSummary],
    tooManyItems: (max: number) => fillMessage(wizard.tooManyItems, { max }),
    textTooLong: (max: number) => fillMessage(wizard.textTooLong, { max }),
  },
  // The request schemas' own words (a query parameter or a body field of the wrong shape).
  schema: {
    ...schema,
    maxChars: (max: number) => fillMessage(schema.maxChars, { max }),
    endBeforeYear: (year: number) => fillMessage(schema.endBeforeYear, { year }),
  },
} as const;
