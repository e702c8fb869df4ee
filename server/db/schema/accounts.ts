import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** No row means "user"; the spec's admin toggle adds or removes the admin row. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('user_roles_user_role_unique').on(t.userId, t.role),
    check('user_roles_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);

export type RegularRoute = {
  route: string;
  frequency?: string;
  capacity?: string;
  trailerType?: string;
  /** The ends as places of the gazetteer (GeoNames ids), when they were picked. */
  originPlaceId?: number;
  destinationPlaceId?: number;
};

/**
 * One profile per user. A profile with show_in_company_directory, a company name and an active
 * premium or trial is a directory company (docs/product-rules.md), so the directory fields live here.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    contactPerson: text('contact_person'),
    companyName: text('company_name'),
    address: text('address'),
    specialty: text('specialty'),
    vehiclePark: text('vehicle_park'),
    transportTypes: text('transport_types').array(),
    serviceRegions: text('service_regions').array(),
    regularRoutes: jsonb('regular_routes').$type<RegularRoute[]>(),
    description: text('description'),
    website: text('website'),
    logoUrl: text('logo_url'),
    establishedYear: integer('established_year'),
    employeesCount: integer('employees_count'),
    // The company's base: a place of the gazetteer (its GeoNames id, no foreign key, as a listing's
    // ends: decision 0067) and its position, which the directory's "near a place" filter measures
    // from. Picked in the company tab, or found in the address when it names one place (decision 0069).
    basePlaceId: integer('base_place_id'),
    baseLat: doublePrecision('base_lat'),
    baseLon: doublePrecision('base_lon'),
    showInCompanyDirectory: boolean('show_in_company_directory').notNull().default(false),
    // Who the company is in its country's registers (decision 0078): the country (ISO 3166 alpha-2),
    // the registry code and the VAT number, checked by domain/company-identity.ts and stored as the
    // register writes them.
    country: text('country'),
    registryCode: text('registry_code'),
    vatNumber: text('vat_number'),
    // Verification (decision 0081): unverified, pending (asked, waiting for an admin), verified or
    // rejected (with the admin's note). A change of the name or the identity returns a verified or
    // pending company to unverified (profile.service.ts). Listings copy "verified" (migration 0049).
    verification: text('verification').notNull().default('unverified'),
    verificationNote: text('verification_note'),
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
    // The account's language (domain/locales.ts): what its e-mails and pages speak. Set at sign-up from
    // the request's language, changed in the settings.
    language: text('language').notNull().default('et'),
    // When the owner's running premium or trial ends (the later of the two; null without either),
    // copied from `subscribers` by triggers (migration 0017), so the directory rule reads the profile
    // alone rather than joining every listed profile's subscription (decision 0032). Not written here.
    accessUntil: timestamp('access_until', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('profiles_user_unique').on(t.userId),
    index('profiles_directory_idx')
      .on(t.companyName)
      .where(sql`${t.showInCompanyDirectory} and ${t.companyName} is not null`),
    // The directory in its order, with the access end: a page reads its rows in order and stops, and
    // the total is counted from the index alone. The predicate is listedInDirectory's (db/directory.ts)
    // but the time, so the planner can prove it.
    index('profiles_directory_order_idx')
      .on(sql`lower(${t.companyName})`, t.id, t.accessUntil)
      .where(
        sql`${t.showInCompanyDirectory} and ${t.companyName} is not null and trim(${t.companyName}) <> ''`,
      ),
    // The directory near a place (decision 0069): the box in degrees around the point is looked up
    // here (server/modules/places/radius-sql.ts), of the located companies the directory may show
    // (the order index's predicate, and a position).
    index('profiles_directory_near_idx')
      .on(t.baseLat, t.baseLon)
      .where(
        sql`${t.showInCompanyDirectory} and ${t.companyName} is not null and trim(${t.companyName}) <> '' and ${t.baseLat} is not null`,
      ),
    // The back office's user search reads the contact person and the company name too.
    index('profiles_contact_person_trgm_idx').using('gin', sql`lower(${t.contactPerson}) gin_trgm_ops`),
    index('profiles_company_name_trgm_idx').using('gin', sql`lower(${t.companyName}) gin_trgm_ops`),
    // The back office's queue: the requests in the order they came, of one status.
    index('profiles_verification_queue_idx')
      .on(t.verification, t.verificationRequestedAt)
      .where(sql`${t.verificationRequestedAt} is not null`),
    check(
      'profiles_verification_check',
      sql`${t.verification} in ('unverified', 'pending', 'verified', 'rejected')`,
    ),
    check('profiles_established_year_check', sql`${t.establishedYear} between 1800 and 2100`),
    check('profiles_employees_check', sql`${t.employeesCount} >= 0`),
    // A base place comes with its position, and no position without one.
    check(
      'profiles_base_place_check',
      sql`(${t.basePlaceId} is null and ${t.baseLat} is null and ${t.baseLon} is null)
        or (${t.basePlaceId} is not null and ${t.baseLat} is not null and ${t.baseLon} is not null)`,
    ),
    check('profiles_language_check', sql`${t.language} in ('et', 'en', 'ru', 'lv', 'lt', 'fi')`),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    subscribed: boolean('subscribed').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default('Free'),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    isTrial: boolean('is_trial').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    // One trial per account, ever: set when the trial starts and never cleared.
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    paymentCustomerId: text('payment_customer_id'),
    paymentSubscriptionId: text('payment_subscription_id'),
    // Cancelled by the user: access stays until subscription_end, then the account is free again.
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // The user's creation time and whether the user is deleted, copied from `users` by triggers
    // (migration 0021; decision 0037), so the back office's plan filters list and count a plan's
    // users from this table's indexes alone. Not written here.
    userCreatedAt: timestamp('user_created_at', { withTimezone: true }),
    userDeleted: boolean('user_deleted').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('subscribers_user_unique').on(t.userId),
    // The back office's plan filters collect the users whose premium or trial runs from these
    // (modules/admin/users.repository.ts), with what the list orders them by, from the index alone.
    index('subscribers_premium_idx')
      .on(t.subscriptionEnd, t.userDeleted, t.userCreatedAt, t.userId)
      .where(sql`${t.subscribed}`),
    index('subscribers_trial_idx')
      .on(t.trialEnd, t.userDeleted, t.subscribed, t.subscriptionEnd, t.userCreatedAt, t.userId)
      .where(sql`${t.isTrial}`),
    check('subscribers_tier_check', sql`${t.subscriptionTier} in ('Free', 'Premium')`),
  ],
);

export const userCredits = pgTable(
  'user_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyCredits: integer('monthly_credits').notNull().default(3),
    creditsUsed: integer('credits_used').notNull().default(0),
    /**
     * Extra credits an admin granted on top of the month's ("Lisa krediite" on a full month), kept
     * until spent: the monthly reset leaves them, and a spend takes them only when the month's are
     * gone (docs/decisions/0044).
     */
    bonusCredits: integer('bonus_credits').notNull().default(0),
    lastResetDate: timestamp('last_reset_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt,
  },
  (t) => [
    uniqueIndex('user_credits_user_unique').on(t.userId),
    check('user_credits_monthly_check', sql`${t.monthlyCredits} >= 0`),
    // The database itself refuses to spend past the month's credits, whatever the code does.
    check('user_credits_used_check', sql`${t.creditsUsed} >= 0 and ${t.creditsUsed} <= ${t.monthlyCredits}`),
    check('user_credits_bonus_check', sql`${t.bonusCredits} >= 0`),
  ],
);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('contact_unlock'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('completed'),
    listingType: text('listing_type'),
    listingId: uuid('listing_id'),
    provider: text('provider'),
    // The provider's checkout/session reference: one transaction per confirmed payment.
    providerRef: text('provider_ref'),
    // Where the buyer pays and until when the provider accepts it: a second start of the same
    // purchase answers this URL instead of opening another payable checkout. Null on rows from
    // before checkouts expired (those never take part in the reuse).
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Paid although the buyer already held an access-log row for the item (two checkouts paid one
    // after the other): the money was taken, nothing more was granted; support refunds it.
    duplicate: boolean('duplicate').notNull().default(false),
    createdAt,
  },
  (t) => [
    index('credit_transactions_user_idx').on(t.userId, t.createdAt),
    index('credit_transactions_created_idx').on(t.createdAt),
    uniqueIndex('credit_transactions_provider_ref_unique').on(t.provider, t.providerRef),
    // One open checkout per buyer and item: parallel starts cannot both open one.
    uniqueIndex('credit_transactions_open_checkout_unique')
      .on(t.userId, t.listingType, t.listingId)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    check('credit_transactions_amount_check', sql`${t.amount} >= 0`),
    check(
      'credit_transactions_status_check',
      sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`,
    ),
    check('credit_transactions_kind_check', sql`${t.kind} in ('contact_unlock', 'subscription')`),
    check(
      'credit_transactions_listing_type_check',
      sql`${t.listingType} is null or ${t.listingType} in ('cargo', 'transport', 'company')`,
    ),
  ],
);

/** A row means permanent access to one item's contact for one user. */
export const contactAccessLog = pgTable(
  'contact_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull(),
    listingType: text('listing_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    // The item as it was when the access began (its route or name, its contact), for "Minu
    // kontaktid", which shows it also after the item changed, expired or was deleted. Filled by a
    // trigger from the item's row on insert (migration 0038, veoturg_contact_snapshot), whoever
    // writes the row; null only for an item that did not exist then.
    snapshot: jsonb('snapshot').$type<Record<string, string | null>>(),
    createdAt,
  },
  (t) => [
    uniqueIndex('contact_access_log_unique').on(t.userId, t.listingType, t.listingId),
    // "Minu kontaktid": a user's rows, the latest first.
    index('contact_access_log_user_idx').on(t.userId, t.createdAt.desc()),
    check('contact_access_log_type_check', sql`${t.listingType} in ('cargo', 'transport', 'company')`),
    check(
      'contact_access_log_method_check',
      sql`${t.paymentMethod} in ('free_credit', 'stripe', 'demo', 'admin')`,
    ),
  ],
);

/**
 * Invoices the demo provider issues for premium (Stripe keeps its own, read through its API): one
 * per paid month, numbered in order (`seq`, shown as VT-000001).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('paid'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('invoices_seq_unique').on(t.seq),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    check('invoices_status_check', sql`${t.status} in ('paid', 'open', 'void')`),
    check('invoices_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * One receipt per confirmed payment: a contact purchase, a premium month (the demo's invoice, a paid
 * Stripe invoice). Written in the transaction that confirms the payment, with its mail; the unique
 * (provider, ref) makes a replayed confirmation write nothing, so each payment is receipted once.
 * It is what "Arved" lists, for every plan (docs/decisions/0046).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // What was bought, in Estonian, as the record's own words; the pages and mails name it in the
    // reader's language from the kind and, for a contact, the item's type and its label as it was
    // then (a route, a company's name): receipts/receipt-description.ts. A receipt written before
    // those were kept had them read back out of this text (migration 0054).
    description: text('description').notNull(),
    itemType: text('item_type'),
    itemLabel: text('item_label'),
    // What was paid, VAT included.
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    // The VAT rate included in the amount when it was paid (a later change of the rate leaves it be).
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    provider: text('provider').notNull(),
    // The payment at the provider: the checkout of a contact purchase, the invoice of a premium month.
    ref: text('ref').notNull(),
    hostedUrl: text('hosted_url'),
    pdfUrl: text('pdf_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('receipts_seq_unique').on(t.seq),
    uniqueIndex('receipts_provider_ref_unique').on(t.provider, t.ref),
    index('receipts_user_idx').on(t.userId, t.paidAt),
    check('receipts_kind_check', sql`${t.kind} in ('contact', 'subscription')`),
    check('receipts_item_type_check', sql`${t.itemType} in ('cargo', 'transport', 'company')`),
    check('receipts_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Idempotency of payment webhooks: an event id is handled once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('feedback'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_status_idx').on(t.status),
    check('feedback_type_check', sql`${t.type} in ('feedback', 'bug', 'feature', 'support')`),
    check('feedback_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('feedback_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved', 'closed')`),
  ],
);
