/**
 * The first key of the lists that more than one feature refreshes: a contact that opens refetches the
 * feeds and the directory, a live event the feeds, and a publish or an owner's action the owner's list.
 * A saved profile refetches what the add-listing wizard's contact step starts from (the publishing info).
 * Each feature builds its own keys under its root.
 */
export const LISTINGS_QUERY_ROOT = 'listings';
export const COMPANIES_QUERY_ROOT = 'companies';
export const MY_LISTINGS_QUERY_ROOT = 'my-listings';
export const PUBLISHING_QUERY_ROOT = 'publishing';
export const MY_CONTACTS_QUERY_ROOT = 'my-contacts';
