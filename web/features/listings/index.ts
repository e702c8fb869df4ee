// The listings feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { PlanUnknownNote } from './DurationPicker';
export { EditListingDialog } from './EditListingDialog';
export { contactPrefill, dataToDraft, draftToTemplateData } from './listing-draft';
export { copyDraft } from './listing-copy';
export { daysLabel, routeName } from './listing-summary';
export type { WizardOpening } from './ListingWizard';
export { LazyListingWizardDialog as ListingWizardDialog } from './LazyListingWizardDialog';
export {
  addListingSearch,
  hasAddListingParams,
  OPEN_MODAL_KEY,
  readAddListingRequest,
  templateUseUrl,
  withoutAddListingParams,
} from './template-url';
export type { AddListingRequest } from './template-url';
export { usePremiumAccess } from './use-premium-access';
export { offeredDurations, offeredReactivationDurations, usePublishingInfo } from './use-publishing-info';
