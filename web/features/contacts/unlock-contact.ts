import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unlockAnswerSchema } from '@domain/credits';
import { useAuth } from '@web/features/auth';
import { creditsQueryKey, invalidateCredits, type Credits } from '@web/features/credits';
import { ApiError, apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT, MY_CONTACTS_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import {
  CONTACTS_QUERY_ROOT,
  contactPath,
  contactQueryKey,
  type ContactAnswer,
  type ContactTarget,
} from './contact-api';

/** POST /api/contacts/{type}/{id}/unlock. */
export type UnlockAnswer = ContactAnswer & {
  /** Whether a credit went on it (false when the viewer was already entitled). */
  spent: boolean;
  credits: Credits;
};

async function unlockContact(target: ContactTarget): Promise<UnlockAnswer> {
  return apiSend('POST', `${contactPath(target)}/unlock`, undefined, unlockAnswerSchema);
}

/** The server's 402 NO_CREDITS: the month's free credits are spent. */
export function isOutOfCredits(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NO_CREDITS' || error.status === 402);
}

/**
 * After a contact opened (a credit, a payment): the feeds, the directory and the credits are refetched so
 * every row shows its new `contactAccess`, and the badge its new count.
 */
export function refreshAfterAccessChange(queryClient: QueryClient): void {
  void invalidateCredits(queryClient);
  void queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] });
  void queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
  void queryClient.invalidateQueries({ queryKey: [MY_CONTACTS_QUERY_ROOT] });
}

/** Keeps a contact answer under its per-user, per-item key, where the panels read it. */
export function storeContactAnswer(
  queryClient: QueryClient,
  viewerId: string | null,
  target: ContactTarget,
  answer: ContactAnswer,
): void {
  queryClient.setQueryData(contactQueryKey(viewerId, target), {
    contactAccess: answer.contactAccess,
    contact: answer.contact,
  });
}

interface UnlockCallbacks {
  onUnlocked?: (answer: UnlockAnswer, target: ContactTarget) => void;
  onFailed?: (error: Error, target: ContactTarget) => void;
}

/**
 * Opens a contact. The callbacks are the mutation's own, not `mutate`'s: they must run even though the
 * component that asked is replaced (the locked view gives way to the contact) as soon as the answer lands.
 */
export function useUnlockContact({ onUnlocked, onFailed }: UnlockCallbacks = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  return useMutation({
    mutationKey: [CONTACTS_QUERY_ROOT, 'unlock'],
    mutationFn: unlockContact,
    onSuccess: (answer, target) => {
      storeContactAnswer(queryClient, viewerId, target, answer);
      if (answer.credits) queryClient.setQueryData(creditsQueryKey(viewerId), answer.credits);
      refreshAfterAccessChange(queryClient);
      onUnlocked?.(answer, target);
    },
    onError: (error, target) => {
      // The count on screen was wrong (spent in another tab, a new month): ask for the real one.
      if (isOutOfCredits(error)) void invalidateCredits(queryClient);
      onFailed?.(error, target);
    },
  });
}
