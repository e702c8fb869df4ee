import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';

/**
 * A back-office list's failed load says so in a toast too, once per failure: not again for a
 * failure already in the cache when the page mounts (the page's error state shows that one).
 */
export function useLoadErrorToast(query: { error: unknown; errorUpdatedAt: number }, message: string) {
  const { error, errorUpdatedAt } = query;
  const toasted = useRef(errorUpdatedAt);
  useEffect(() => {
    if (errorUpdatedAt === toasted.current) return;
    toasted.current = errorUpdatedAt;
    console.error(message, error);
    toast.error(message);
  }, [errorUpdatedAt, error, message]);
}
