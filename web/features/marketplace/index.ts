// The marketplace feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { AddListingButton, AddListingDialogHost } from './AddListing';
export { readTab } from './home-params';
export { capacityText, cargoPrice, PriceText, RouteView, transportPrice, UrgentBadge } from './listing-cells';
export { Marketplace } from './Marketplace';
export { prefetchMarketplace } from './prefetch';
export { useLiveListings } from './use-live-listings';
