// The subscriptions pages the router loads on demand, with import() only: a static import would put
// them in the chunk that imports them (eslint.config.js).
export { DemoPortalPage } from './DemoPortalPage';
