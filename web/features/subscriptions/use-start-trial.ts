import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema } from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import { useAuth } from '@web/features/auth';
import { ApiError, apiSend } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { refreshAfterPlanChange } from './use-subscription';

/** POST /api/subscription/trial, with the spec's toasts; the plan's effects show without a reload. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/subscription/trial', {}, subscriptionSchema),
    onSuccess: async (subscription) => {
      toast.success(MESSAGES.trial.started);
      await refreshAfterPlanChange(queryClient, subscription, user?.id);
    },
    onError: async (error) => {
      console.error('Starting the trial failed', error);
      const description = error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong;
      toast.error(MESSAGES.trial.startError, { description });
      // A 409 means the stored plan is not what this page showed: show the real one.
      if (error instanceof ApiError && error.status === 409) await refreshAfterPlanChange(queryClient);
    },
  });
}
