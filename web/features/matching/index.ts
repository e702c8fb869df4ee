// The matching feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { LazyMatchesDialog as MatchesDialog } from './LazyMatchesDialog';
export { MatchesButton } from './MatchesButton';
export { readMatchesTarget, withMatchesTarget, withoutMatchesTarget } from './matches-params';
