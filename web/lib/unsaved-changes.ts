import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Forms with changes not yet saved. While any form on screen has them, closing or reloading the tab
 * asks the browser's own question, and an in-app navigation asks ours (the router's aroundNav awaits
 * `confirmLeave`), so what was typed is never thrown away without asking. A dialog that holds a form
 * asks the same way before it closes (`useDiscardGuard`): Esc, ✕, "Tühista" or a click beside it.
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

/**
 * For the app's own reload, which keeps what the forms hold (web/lib/kept-forms.ts): the browser's
 * "leave this page?" would ask about changes that are not lost.
 */
export function reloadWithoutAsking(): void {
  removeEventListener('beforeunload', warnBeforeUnload);
  window.location.reload();
}

/** Whether any form on screen holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** What is about to be lost: a page left for another, or a dialog closed. */
export type LeaveKind = 'leave' | 'discard';

interface Question {
  kind: LeaveKind;
  answer: (leave: boolean) => void;
}
let question: Question | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// One question at a time: another one while it is open is refused (the user is answering the first).
function ask(kind: LeaveKind): Promise<boolean> {
  if (question) return Promise.resolve(false);
  return new Promise((resolve) => {
    question = {
      kind,
      answer: (leave) => {
        question = null;
        notify();
        resolve(leave);
      },
    };
    notify();
  });
}

/**
 * Resolves true when nothing unsaved is on screen, or when the user chooses to leave anyway; false
 * when they stay.
 */
export function confirmLeave(): Promise<boolean> {
  if (dirtyForms.size === 0) return Promise.resolve(true);
  return ask('leave');
}

/**
 * Before a dialog's form is thrown away: true at once when it holds no changes, otherwise the user's
 * answer to "Kas loobuda muudatustest?".
 */
function confirmDiscard(dirty: boolean): Promise<boolean> {
  if (!dirty) return Promise.resolve(true);
  return ask('discard');
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

export interface DiscardGuard {
  /** For the form inside the dialog: whether it holds changes now (react-hook-form's isDirty). */
  setDirty: (dirty: boolean) => void;
  /** Closes the dialog, after asking when its form holds changes. */
  requestClose: () => void;
}

/**
 * For a dialog that holds a form: closing it asks first while the form has changes, and the changes
 * count as unsaved for a reload or a navigation too. The form reports with `useReportDirty`; a dialog
 * closes without asking when the form is unchanged, and after a save (call `close` directly).
 */
export function useDiscardGuard(close: () => void): DiscardGuard {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const requestClose = useCallback(() => {
    void confirmDiscard(dirty).then((discard) => {
      if (!discard) return;
      setDirty(false);
      close();
    });
  }, [dirty, close]);
  return { setDirty, requestClose };
}

/** Tells the dialog's guard whether the form holds changes; an unmounted form holds none. */
export function useReportDirty(dirty: boolean, report: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    report?.(dirty);
  }, [dirty, report]);
  useEffect(() => () => report?.(false), [report]);
}
