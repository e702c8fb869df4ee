import { useEffect, useSyncExternalStore } from 'react';

/**
 * Forms with changes not yet saved. While any form on screen has them, closing or reloading the tab
 * asks the browser's own question, and an in-app navigation asks ours (the router's aroundNav awaits
 * `confirmLeave`), so what was typed is never thrown away without asking.
 */
const dirtyForms = new Set<symbol>();

function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** Marks the calling form as holding unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved form');
    if (dirtyForms.size === 0) addEventListener('beforeunload', warnBeforeUnload);
    dirtyForms.add(token);
    return () => {
      dirtyForms.delete(token);
      if (dirtyForms.size === 0) removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}

/** Whether any form on screen holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

type Question = { answer: (leave: boolean) => void };
let question: Question | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Resolves true when nothing unsaved is on screen, or when the user chooses to leave anyway; false
 * when they stay. One question at a time: a second navigation while it is open is refused.
 */
export function confirmLeave(): Promise<boolean> {
  if (dirtyForms.size === 0) return Promise.resolve(true);
  if (question) return Promise.resolve(false);
  return new Promise((resolve) => {
    question = {
      answer: (leave) => {
        question = null;
        notify();
        resolve(leave);
      },
    };
    notify();
  });
}

/** The open question, for the dialog that asks it (app/UnsavedChangesHost). */
export function useLeaveQuestion(): Question | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => question,
    () => null,
  );
}
