// The "Minu kontaktid" screen that its page in web/app loads on demand, with import() only: a static
// import would put it in the chunk that imports it (eslint.config.js).
export { MyContactsScreen } from './MyContactsScreen';
