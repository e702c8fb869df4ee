import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adTemplates,
  cargoListings,
  contactAccessLog,
  creditTransactions,
  emailOutbox,
  feedback,
  invoices,
  notificationPreferences,
  profiles,
  reports,
  sessions,
  subscribers,
  transportListings,
  userCredits,
  userRoles,
  users,
  watchedListings,
} from '../../db/schema/index';

// Each table's columns but the ones that are no data of the user's: their own id (the export is
// theirs already), generated search text, and anything that opens something (a payment link).
const { searchText: _cargoSearch, userId: _cargoUser, ...cargoColumns } = getTableColumns(cargoListings);
const {
  searchText: _transportSearch,
  userId: _transportUser,
  ...transportColumns
} = getTableColumns(transportListings);
const { userId: _templateUser, ...templateColumns } = getTableColumns(adTemplates);
const { userId: _profileUser, accessUntil: _accessUntil, ...profileColumns } = getTableColumns(profiles);
const {
  userId: _preferencesUser,
  matchTerms: _matchTerms,
  accessUntil: _preferencesAccessUntil,
  ...preferenceColumns
} = getTableColumns(notificationPreferences);
const { userId: _invoiceUser, ...invoiceColumns } = getTableColumns(invoices);
const { userId: _feedbackUser, ...feedbackColumns } = getTableColumns(feedback);
const {
  userId: _paymentUser,
  checkoutUrl: _checkoutUrl,
  ...paymentColumns
} = getTableColumns(creditTransactions);

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      termsAcceptedAt: users.termsAcceptedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const [admin] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  return { ...row, isAdmin: !!admin };
}

const one = async <T>(query: Promise<T[]>): Promise<T | null> => (await query)[0] ?? null;

/** Everything stored of one user, as rows (the service shapes them). */
export async function findOwnData(db: Db, userId: string) {
  const [profile, subscription, credits, preferences] = await Promise.all([
    one(db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId))),
    one(
      db
        .select({
          tier: subscribers.subscriptionTier,
          subscribed: subscribers.subscribed,
          subscriptionEnd: subscribers.subscriptionEnd,
          cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
          isTrial: subscribers.isTrial,
          trialEnd: subscribers.trialEnd,
          trialUsedAt: subscribers.trialUsedAt,
          createdAt: subscribers.createdAt,
        })
        .from(subscribers)
        .where(eq(subscribers.userId, userId)),
    ),
    one(
      db
        .select({
          monthlyCredits: userCredits.monthlyCredits,
          creditsUsed: userCredits.creditsUsed,
          lastResetDate: userCredits.lastResetDate,
        })
        .from(userCredits)
        .where(eq(userCredits.userId, userId)),
    ),
    one(
      db
        .select(preferenceColumns)
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId)),
    ),
  ]);
  const [
    cargo,
    transport,
    templates,
    payments,
    ownInvoices,
    ownFeedback,
    ownSessions,
    opened,
    watched,
    sentReports,
  ] = await Promise.all([
    db
      .select(cargoColumns)
      .from(cargoListings)
      .where(eq(cargoListings.userId, userId))
      .orderBy(desc(cargoListings.createdAt)),
    db
      .select(transportColumns)
      .from(transportListings)
      .where(eq(transportListings.userId, userId))
      .orderBy(desc(transportListings.createdAt)),
    db
      .select(templateColumns)
      .from(adTemplates)
      .where(eq(adTemplates.userId, userId))
      .orderBy(desc(adTemplates.createdAt)),
    db
      .select(paymentColumns)
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId))
      .orderBy(desc(creditTransactions.createdAt)),
    db
      .select(invoiceColumns)
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt)),
    db
      .select(feedbackColumns)
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        type: contactAccessLog.listingType,
        id: contactAccessLog.listingId,
        paymentMethod: contactAccessLog.paymentMethod,
        openedAt: contactAccessLog.createdAt,
      })
      .from(contactAccessLog)
      .where(eq(contactAccessLog.userId, userId))
      .orderBy(desc(contactAccessLog.createdAt)),
    db
      .select({
        type: watchedListings.listingType,
        id: watchedListings.listingId,
        watchedAt: watchedListings.createdAt,
      })
      .from(watchedListings)
      .where(eq(watchedListings.userId, userId))
      .orderBy(desc(watchedListings.createdAt)),
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        message: reports.message,
        status: reports.status,
        createdAt: reports.createdAt,
        decidedAt: reports.decidedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(desc(reports.createdAt)),
  ]);
  return {
    profile,
    subscription,
    credits,
    preferences,
    cargo,
    transport,
    templates,
    payments,
    invoices: ownInvoices,
    feedback: ownFeedback,
    sessions: ownSessions,
    opened,
    watched,
    sentReports,
  };
}

/**
 * The contacts behind the opened items: what this user was entitled to see of each (its contact
 * fields and route), read as they are now; an item deleted since still shows what it holds.
 */
export async function findOpenedContacts(
  db: Db,
  ids: { cargo: string[]; transport: string[]; company: string[] },
) {
  const listingContact = (t: typeof cargoListings | typeof transportListings) => ({
    id: t.id,
    companyName: t.companyName,
    contactPerson: t.contactPerson,
    contactPhone: t.contactPhone,
    contactEmail: t.contactEmail,
    originCity: t.originCity,
    originCountry: t.originCountry,
    destinationCity: t.destinationCity,
    destinationCountry: t.destinationCountry,
  });
  const [cargo, transport, companies] = await Promise.all([
    ids.cargo.length
      ? db
          .select(listingContact(cargoListings))
          .from(cargoListings)
          .where(inArray(cargoListings.id, ids.cargo))
      : [],
    ids.transport.length
      ? db
          .select(listingContact(transportListings))
          .from(transportListings)
          .where(inArray(transportListings.id, ids.transport))
      : [],
    ids.company.length
      ? db
          .select({
            id: profiles.id,
            companyName: profiles.companyName,
            contactPerson: profiles.contactPerson,
            phone: profiles.phone,
            email: profiles.email,
            website: profiles.website,
          })
          .from(profiles)
          .where(inArray(profiles.id, ids.company))
      : [],
  ]);
  return { cargo, transport, company: companies };
}

/** The mail sent to the account's address: what and when, not the text (it carries links and tokens). */
export async function findMailTo(db: Db, address: string) {
  return db
    .select({
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt));
}
