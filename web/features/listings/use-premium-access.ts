import type { PremiumAccess } from '@web/features/templates';
import { usePublishingInfo } from './use-publishing-info';

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
