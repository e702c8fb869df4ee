import { MESSAGES } from '@domain/messages';
import { PASSWORD_RULES } from '@domain/password';
import { ApiError } from '@web/lib/api';

export interface ToastText {
  title: string;
  description?: string;
}

const GENERIC: ToastText = {
  title: MESSAGES.generic.error,
  description: MESSAGES.generic.somethingWentWrong,
};

// A 4xx answer carries the server's own Estonian reason; anything else (no connection, a crash, a
// timeout) has nothing useful to say beyond "try again".
function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function isRateLimited(error: ApiError): boolean {
  return error.status === 429 || error.code === 'RATE_LIMITED';
}

export function signInErrorToast(error: unknown): ToastText {
  if (!isServerRefusal(error)) return GENERIC;
  return { title: MESSAGES.auth.signInError, description: error.message };
}

const RULE_MESSAGES = new Set<string>(PASSWORD_RULES.map((rule) => rule.message));

export function signUpErrorToast(error: unknown): ToastText {
  if (!isServerRefusal(error)) return GENERIC;
  const title = MESSAGES.signup.errorTitle;
  if (error.code === 'EMAIL_ALREADY_EXISTS' || error.status === 409) {
    return { title, description: MESSAGES.signup.emailExists };
  }
  // The form sends a checked password and fixed other fields, so a refused body means the address.
  if (error.code === 'INVALID_EMAIL' || error.code === 'VALIDATION_ERROR') {
    return { title, description: MESSAGES.signup.invalidEmail };
  }
  if (error.code === 'WEAK_PASSWORD') {
    // The server names the rule the password broke; keep the spec's general wording for anything else.
    const description = RULE_MESSAGES.has(error.message) ? error.message : MESSAGES.signup.weakPassword;
    return { title: MESSAGES.signup.weakPasswordTitle, description };
  }
  if (isRateLimited(error)) return { title, description: MESSAGES.reset.rateLimited };
  return { title, description: error.message };
}

export function passwordResetRequestErrorToast(error: unknown): ToastText {
  if (error instanceof ApiError && isRateLimited(error)) {
    return { title: MESSAGES.generic.error, description: MESSAGES.reset.rateLimited };
  }
  return { title: MESSAGES.generic.error, description: MESSAGES.reset.requestFailed };
}

/** The reason shown on the reset page when the server refuses the new password. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_TOKEN' || error.code === 'WEAK_PASSWORD') return error.message;
    if (isRateLimited(error)) return MESSAGES.reset.rateLimited;
  }
  return MESSAGES.reset.updateFailed;
}
