// The credits feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { CreditBadge, CreditSummary } from './CreditBadge';
export { creditWord } from './credits-text';
export { creditsQueryKey, invalidateCredits, useCredits } from './use-credits';
export type { Credits } from './use-credits';
