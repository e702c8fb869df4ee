// The admin feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { signInAsAdmin } from './admin-sign-in';
export { devMailboxQuery, isMailboxUnavailable, isSafeLink, mailboxStatusLabel } from './dev-mailbox';
