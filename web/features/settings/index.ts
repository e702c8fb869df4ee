// The settings feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { supportLine } from './support-hours';
export { publicSettingsQuery, usePublicSettings } from './use-public-settings';
export type { PublicSettings } from './use-public-settings';
export { usePublicChanges } from './use-public-changes';
