import { useSyncExternalStore } from 'react';
import type { ContactTarget } from './contact-api';

/** The confirm ("use 1 credit") or the buy dialog, for one item. */
export interface ContactDialogState {
  kind: 'confirm' | 'buy';
  target: ContactTarget;
  /** What is being opened, in words ("Tallinn → Riga", a company name). */
  subject: string;
}

let current: ContactDialogState | null = null;
const listeners = new Set<() => void>();

function set(next: ContactDialogState | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The dialogs live outside the row that opened them: turning a phone sideways swaps the cards for the
 * table (a new row), and a dialog held by the old row would vanish under the user's finger.
 */
export function openContactDialog(dialog: ContactDialogState): void {
  set(dialog);
}

export function closeContactDialog(): void {
  if (current) set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useContactDialog(): ContactDialogState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
