import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';

/** What the toast needs to know of a TanStack query. */
interface QueryState {
  isError: boolean;
  errorUpdatedAt: number;
  /** Something is already on screen, so the failure was a refresh, not the first load. */
  hasData: boolean;
}

/**
 * One toast per failed load of a list, with the spec's "Proovi uuesti" retry: "Viga andmete
 * laadimisel" when nothing could be shown, "Andmete uuendamisel tekkis viga" when a refresh failed
 * and the last good answer stays on screen. `id` keeps repeated failures of one list to one toast.
 */
export function useFailureToast(id: string, query: QueryState, retry: () => void) {
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  const { isError, errorUpdatedAt, hasData } = query;
  useEffect(() => {
    if (!isError) return;
    toast.error(hasData ? MESSAGES.feeds.refreshError : MESSAGES.feeds.loadError, {
      id,
      action: { label: MESSAGES.feeds.retry, onClick: () => retryRef.current() },
    });
  }, [id, isError, errorUpdatedAt, hasData]);
}
