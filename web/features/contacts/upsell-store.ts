import { useSyncExternalStore } from 'react';

// The spec: when the last free credit is spent, the premium offer opens one second later.
const UPSELL_DELAY_MS = 1000;

let open = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Asks for the premium upsell after the spec's delay. It lives outside the contact panel that asks for
 * it, so a row that closes or re-renders in that second cannot lose it.
 */
export function scheduleUpsell(delayMs = UPSELL_DELAY_MS): void {
  clearTimeout(timer);
  timer = setTimeout(() => set(true), delayMs);
}

export function closeUpsell(): void {
  clearTimeout(timer);
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpsellOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
