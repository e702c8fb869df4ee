// The hidden companies feature's public module: what other features and the app may use of it. The
// other files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { useHiddenCompanies, useShowCompany } from './blocks-api';
export { HideCompanyButton } from './HideCompanyButton';
