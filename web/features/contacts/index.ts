// The contacts feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { CompanyContactCell } from './CompanyContactCell';
export { fetchContact, isContactLocked } from './contact-api';
export type { ContactAnswer } from './contact-api';
export { closeContactDialog, useContactDialog } from './contact-dialog-store';
export { ContactDialogsHost } from './ContactDialogsHost';
export { ContactLines, ContactPanel } from './ContactPanel';
export { refreshAfterAccessChange, storeContactAnswer } from './unlock-contact';
export { closeUpsell, useUpsellOpen } from './upsell-store';
