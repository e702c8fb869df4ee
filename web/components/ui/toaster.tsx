import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { MESSAGES } from '@domain/messages';

// sonner's rich colours put its red, amber and blue text under 4.5:1 on their pale backgrounds
// (red 4.34:1): the same hues, dark enough to read (WCAG AA).
const READABLE_COLORS = {
  '--error-text': '#b91c1c',
  '--warning-text': '#92400e',
  '--info-text': '#1d4ed8',
  '--success-text': '#166534',
} as CSSProperties;

// Loaded with the first toast (web/lib/toast.ts), not with the page.
export default function AppToaster() {
  return (
    // On narrow screens sonner spans the full width itself; top-right applies from tablet size up.
    // The offsets keep toasts below the sticky header, where they would cover the account buttons.
    <Toaster
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      style={READABLE_COLORS}
      containerAriaLabel={MESSAGES.ui.notifications}
      toastOptions={{ closeButtonAriaLabel: MESSAGES.ui.closeNotification }}
    />
  );
}
