import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@domain/messages';
import { sessionQuery } from '@web/features/auth';
import { ApiError } from '@web/lib/api';

function subscribeOnline(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** A failure that says nothing about the visitor's session: the server or the connection is away. */
function isOutage(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // 0: no answer at all (network error or timeout, web/lib/api.ts).
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * Says so when the service cannot be reached, under the header of every page. The session check
 * (every 30 s, and when the tab is looked at again) is the signal: while it fails, a signed-in
 * visitor stays signed in (the last answer is kept) and is told the service is briefly away; the
 * banner leaves by itself with the first answer that gets through.
 */
export function ServiceBanner() {
  const session = useQuery(sessionQuery);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const outage = !online || (session.isError && isOutage(session.error));
  if (!outage) return null;
  return (
    // Held under the sticky header (h-16 and its border), so it stays in view over a scrolled list.
    <div
      role="status"
      className="sticky top-[65px] z-30 border-b border-amber-200 bg-amber-50 text-amber-900"
    >
      <p className="mx-auto flex w-full max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {online ? MESSAGES.connection.serviceUnavailable : MESSAGES.connection.offline}
      </p>
    </div>
  );
}
