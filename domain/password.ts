import * as z from 'zod/mini';
import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing a hostile input stays cheap.
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit';

export type PasswordRule = {
  id: PasswordRuleId;
  /** The line of the live checklist under the password field. */
  label: string;
  test: (password: string) => boolean;
  /** The error shown when this is the first rule the password breaks. */
  message: string;
};

// Counted in code points so that a letter such as 'õ' or an emoji counts as one character.
const length = (password: string) => [...password].length;

/** The one password policy (sign-up, reset and the security tab), in the order it is checked. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: MESSAGES.password.ruleLength,
    test: (pw) => length(pw) >= PASSWORD_MIN_LENGTH,
    message: MESSAGES.password.tooShort,
  },
  {
    id: 'lowercase',
    label: MESSAGES.password.ruleLowercase,
    // Unicode classes, so Estonian letters such as 'õ' and 'Ä' count.
    test: (pw) => /\p{Ll}/u.test(pw),
    message: MESSAGES.password.lowercase,
  },
  {
    id: 'uppercase',
    label: MESSAGES.password.ruleUppercase,
    test: (pw) => /\p{Lu}/u.test(pw),
    message: MESSAGES.password.uppercase,
  },
  {
    id: 'digit',
    label: MESSAGES.password.ruleDigit,
    test: (pw) => /\d/.test(pw),
    message: MESSAGES.password.digit,
  },
];

export function checkPassword(password: string): { id: PasswordRuleId; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, ok: rule.test(password) }));
}

/** The message of the first broken rule, or null when the password is acceptable. */
export function firstPasswordError(password: string): string | null {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
  if (broken) return broken.message;
  if (length(password) > PASSWORD_MAX_LENGTH) return MESSAGES.password.tooLong;
  return null;
}

/** The strength meter's word ('Nõrk', 'Keskmine', 'Hea', 'Tugev' in Estonian): the catalogue's. */
export type PasswordStrengthLabel = string;

const { strengthWeak, strengthFair, strengthGood, strengthStrong } = MESSAGES.password;
const STRENGTH_LABELS: readonly PasswordStrengthLabel[] = [
  strengthWeak,
  strengthWeak,
  strengthFair,
  strengthGood,
  strengthStrong,
];

/**
 * The strength meter counts the rules met, so it agrees with the checklist: only a password the
 * policy accepts is the strongest, and an accepted password is never shown as weak.
 */
export function passwordStrength(password: string): {
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
} {
  const score = checkPassword(password).filter((rule) => rule.ok).length as 0 | 1 | 2 | 3 | 4;
  return { score, label: STRENGTH_LABELS[score] ?? strengthWeak };
}

export const passwordSchema = z.string({ error: MESSAGES.password.tooShort }).check(
  z.superRefine((password, ctx) => {
    const message = firstPasswordError(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
);

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * A new password with its confirmation, as on the reset page. One message at a time: the confirmation
 * is compared only once the password itself is acceptable.
 */
export const newPasswordSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(
  z.refine((value) => passwordsMatch(value.password, value.confirmPassword), {
    error: MESSAGES.password.mismatch,
    path: ['confirmPassword'],
    when: (payload) => payload.issues.length === 0,
  }),
);
