import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  VERIFICATION_STATUSES,
  type VerificationDecision,
  type VerificationStatus,
} from '@domain/verification';

/** The status filter's choices: one status, or every company that asked. */
export const ALL_STATUSES = 'all';
export type StatusChoice = VerificationStatus | typeof ALL_STATUSES;

/** What the queue shows without a status in the address: the requests waiting for a decision. */
const DEFAULT_STATUS: VerificationStatus = 'pending';

/**
 * The filter from the address: nothing (or a value the API does not know, from an old or edited
 * link) is the pending queue; "all" is every status.
 */
export function readStatusChoice(value: string): StatusChoice {
  if (value === ALL_STATUSES) return ALL_STATUSES;
  return (VERIFICATION_STATUSES as readonly string[]).includes(value)
    ? (value as VerificationStatus)
    : DEFAULT_STATUS;
}

/** The choice written into the address: the default is left out, so the plain address is the queue. */
export function statusParam(choice: StatusChoice): string {
  return choice === DEFAULT_STATUS ? '' : choice;
}

/** The choice as the API's `status`: none for every status. */
export function apiStatus(choice: StatusChoice): string {
  return choice === ALL_STATUSES ? '' : choice;
}

/** The note's error before sending: a rejection tells the user why. */
export function noteError(decision: VerificationDecision, note: string): string | null {
  return decision === 'rejected' && !note.trim() ? ADMIN_MESSAGES.verifications.noteRequired : null;
}
