// The marketplace feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { AddListingButton, AddListingDialogHost } from './AddListing';
export { readTab } from './home-params';
export {
  capacityText,
  CargoPrice,
  cargoPrice,
  FreightBadges,
  PriceText,
  RoadDistance,
  RouteView,
  transportPrice,
  UrgentBadge,
} from './listing-cells';
export { keyFacts } from './ListingCards';
export { ShellDensityProvider, useListDensity } from './list-density';
export { Marketplace } from './Marketplace';
export { prefetchMarketplace } from './prefetch';
export { useLiveListings } from './use-live-listings';
