// The my-listings screens that their pages in web/app loads on demand, with import() only: a static import
// would put it in the chunk that imports it (eslint.config.js).
export { MyListingsScreen } from './MyListingsScreen';
export { ConfirmListingPage } from './ConfirmListingPage';
