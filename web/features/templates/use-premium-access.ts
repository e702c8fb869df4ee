import { usePublishingInfo } from '@web/features/listings/use-publishing-info';

/**
 * 'unknown': the check itself failed. Template actions stay offered and the server decides; durations
 * stay at the free plan's (`offeredDurations`), as a wizard is not to end in a refused publish.
 */
export type PremiumAccess = 'loading' | 'premium' | 'free' | 'unknown';

/**
 * Whether the signed-in user may use templates and the longer durations (premium or an active trial),
 * for what the screens offer. The server checks the plan again on every write, whatever this says.
 */
export function usePremiumAccess(): PremiumAccess {
  const query = usePublishingInfo();
  if (query.isSuccess) return query.data.templatesAllowed ? 'premium' : 'free';
  if (query.isError) return 'unknown';
  return 'loading';
}
