import { useEffect, useState } from 'react';

/**
 * The time, moved on every `intervalMs`: a minute is fine enough for "expires in 5 hours", for moving
 * an owner's card to "Aegunud" when its time comes, and for a feed row's age.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
