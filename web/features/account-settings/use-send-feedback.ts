import { useMutation } from '@tanstack/react-query';
import { feedbackItemSchema, type FeedbackBody } from '@domain/contract/feedback';
import { apiSend } from '@web/lib/api';

/** POST /api/feedback: 201 with the stored item. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => apiSend('POST', '/api/feedback', body, feedbackItemSchema),
  });
}
