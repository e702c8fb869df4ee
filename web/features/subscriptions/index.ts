// The subscriptions feature's public module: what other features and the app may use of it. The
// other files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { InvoiceList } from './InvoiceList';
export { FreePlanAction, PremiumPlanAction } from './PlanActions';
export { SubscriptionOverview } from './SubscriptionOverview';
export { useStartTrial } from './use-start-trial';
export { useSubscription } from './use-subscription';
export { useSubscriptionReturn } from './use-subscription-return';
