// The reports feature's public module: what other features may use of it. The other files of this
// folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { ReportButton } from './ReportButton';
