import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { useAuthDialog } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { closeContactDialog } from './contact-dialog-store';
import { isOutOfCredits, useUnlockContact } from './unlock-contact';
import { spentLastCredit, unlockedMessage } from './unlock-outcome';
import { scheduleUpsell } from './upsell-store';

/**
 * The unlock with everything the user is told: the success toast (with what is left), the premium offer
 * a second after the last credit, and the spec's error toasts. The confirm dialog closes either way.
 */
export function useUnlockWithFeedback() {
  const { openAuthDialog } = useAuthDialog();
  return useUnlockContact({
    onUnlocked: (answer, target) => {
      closeContactDialog();
      const { title, description } = unlockedMessage(answer);
      toast.success(title, { id: `unlocked-${target.type}-${target.id}`, description });
      if (spentLastCredit(answer)) scheduleUpsell();
    },
    onFailed: (error, target) => {
      closeContactDialog();
      if (isOutOfCredits(error)) {
        toast.error(MESSAGES.contacts.noCredits, { id: 'no-credits', description: error.message });
      } else if (error instanceof ApiError && error.status === 401) {
        openAuthDialog('signin');
      } else {
        toast.error(MESSAGES.contacts.unlockErrorTitle, {
          id: `unlock-error-${target.id}`,
          description: MESSAGES.contacts.unlockError,
        });
      }
    },
  });
}
