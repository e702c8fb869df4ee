import { Toaster } from 'sonner';

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
      containerAriaLabel="Teavitused"
      toastOptions={{ closeButtonAriaLabel: 'Sulge teavitus' }}
    />
  );
}
