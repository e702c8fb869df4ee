import { useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts answer what a user did, so no page needs sonner to render: the toaster's code loads with
// the first toast, not with the page. Callers use this module exactly like sonner's `toast`.
// app/providers.tsx mounts sonner's <Toaster> once the first toast is asked for; sonner shows the
// toasts created before its toaster subscribed, so none is lost while the code arrives.

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading';

let requested = false;
let sonnerModule: Promise<{ toast: typeof sonnerToast }> | undefined;
const listeners = new Set<() => void>();

function show(kind: Kind, message: ReactNode, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // One promise for every toast, so they reach sonner in the order they were asked for: separate
  // import() calls can settle out of order (the build's preload step lets a later call through
  // first), and a toast that replaces another by id ("confirming..." -> "done") must come second.
  sonnerModule ??= import('sonner');
  void sonnerModule.then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = Object.assign(
  (message: ReactNode, options?: ExternalToast) => show('message', message, options),
  {
    success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
    error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
    info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
    warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
    loading: (message: ReactNode, options?: ExternalToast) => show('loading', message, options),
    /** Takes a toast (by its id) off the screen; nothing to do when no toast was ever shown. */
    dismiss: (id: string | number) => {
      void sonnerModule?.then(({ toast: sonner }) => sonner.dismiss(id));
    },
  },
);

/** True once any toast was asked for: the app then mounts the toaster. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
