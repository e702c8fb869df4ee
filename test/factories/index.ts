import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  adTemplates,
  cargoListings,
  profiles,
  subscribers,
  transportListings,
  userCredits,
  users,
} from '../../server/db/schema/index';

// Factories make rows with unique values so tests sharing a database never collide.
let seq = 0;
export const unique = (prefix = 'x') => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [user] = await db
    .insert(users)
    .values({ id, email: `${unique('user')}@example.test`, name: '', emailVerified: true, ...overrides })
    .returning();
  await db.insert(userCredits).values({ userId: id }).onConflictDoNothing();
  return user!;
}

/** A moment `days` from now (negative: in the past), e.g. the end of a plan. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function createCargo(
  db: Db,
  userId: string,
  overrides: Partial<typeof cargoListings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(cargoListings)
    .values({
      userId,
      originCity: 'Tallinn',
      originCountry: 'eesti',
      destinationCity: 'Riga',
      destinationCountry: 'lati',
      cargoType: 'muu',
      contactPhone: `+372 ${Math.floor(5_000_000 + Math.random() * 999_999)}`,
      contactEmail: `${unique('contact')}@example.test`,
      status: 'active',
      postDurationDays: 7,
      expiresAt: inDays(7),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTransport(
  db: Db,
  userId: string,
  overrides: Partial<typeof transportListings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(transportListings)
    .values({
      userId,
      originCity: 'Tartu',
      originCountry: 'eesti',
      destinationCity: 'Vilnius',
      destinationCountry: 'leedu',
      trailerType: 'tentsõiduk',
      contactPhone: `+372 ${Math.floor(5_000_000 + Math.random() * 999_999)}`,
      contactEmail: `${unique('contact')}@example.test`,
      status: 'active',
      postDurationDays: 7,
      expiresAt: inDays(7),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A user whose premium (or trial) is active until `days` from now. */
export async function grantPremium(db: Db, userId: string, opts: { trial?: boolean; days?: number } = {}) {
  const end = inDays(opts.days ?? 30);
  await db
    .insert(subscribers)
    .values(
      opts.trial
        ? { userId, isTrial: true, trialEnd: end, trialUsedAt: new Date() }
        : { userId, subscribed: true, subscriptionTier: 'Premium', subscriptionEnd: end },
    )
    .onConflictDoNothing();
}

/**
 * A company profile, by default a directory company: shown in the directory, with an active premium
 * owner. `plan` gives its owner a trial instead, or a premium or trial that has run out (`days` < 0),
 * or `'free'` (no subscription at all).
 */
export async function createCompany(
  db: Db,
  overrides: Partial<typeof profiles.$inferInsert> = {},
  plan: { trial?: boolean; days?: number } | 'free' = {},
) {
  const owner = await createUser(db);
  if (plan !== 'free') await grantPremium(db, owner.id, plan);
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: owner.id,
      companyName: `${unique('Firma')} OÜ`,
      showInCompanyDirectory: true,
      phone: `+372 ${Math.floor(5_000_000 + Math.random() * 999_999)}`,
      email: `${unique('firma')}@example.test`,
      website: `https://${unique('firma')}.example.test`,
      contactPerson: 'Kontakt Isik',
      transportTypes: ['poolhaagis'],
      serviceRegions: ['baltimaad'],
      ...overrides,
    })
    .returning();
  return { owner, profile: profile! };
}

/** Sets a user's credits row (created if missing), e.g. one credit left or a reset last month. */
export async function setCredits(
  db: Db,
  userId: string,
  values: { creditsUsed?: number; monthlyCredits?: number; bonusCredits?: number; lastResetDate?: Date },
) {
  await db.insert(userCredits).values({ userId }).onConflictDoNothing();
  const [row] = await db.update(userCredits).set(values).where(eq(userCredits.userId, userId)).returning();
  return row!;
}

export async function findCredits(db: Db, userId: string) {
  const [row] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row;
}
/** A publish body (POST /api/listings/cargo) that passes every rule; tests change one thing. */
export function cargoInput(overrides: Record<string, unknown> = {}) {
  return {
    originCity: 'Tallinn',
    originCountry: 'eesti',
    destinationCity: 'Riia',
    destinationCountry: 'lati',
    cargoType: 'masinad',
    loadingType: 'külglaadimine',
    quantity: 2,
    unit: 'tk',
    weight: 1800,
    priceAmount: 450,
    pickupDate: '2030-05-04',
    deliveryDate: '2030-05-06',
    notes: unique('märkus'),
    isUrgent: false,
    companyName: 'Test Vedu OÜ',
    contactPerson: 'Mari Maasikas',
    contactPhone: '+372 5555 1234',
    contactEmail: 'mari@example.test',
    durationDays: 7,
    ...overrides,
  };
}

/** A publish body for POST /api/listings/transport. */
export function transportInput(overrides: Record<string, unknown> = {}) {
  return {
    originCity: 'Tartu',
    originCountry: 'eesti',
    destinationCity: 'Vilnius',
    destinationCountry: 'leedu',
    trailerType: 'tentsõiduk',
    capacity: 20,
    volumeCapacity: 82,
    volumeUnit: 'm³',
    availableDate: '2030-05-04',
    serviceArea: 'baltimaad',
    pricePerKm: 1.15,
    notes: unique('märkus'),
    companyName: 'Test Transport OÜ',
    contactPerson: 'Jaan Tamm',
    contactPhone: '+372 5555 4321',
    contactEmail: 'jaan@example.test',
    durationDays: 7,
    ...overrides,
  };
}

/** A saved template row, straight into the table (e.g. a company template the API never offers). */
export async function createTemplateRow(
  db: Db,
  userId: string,
  overrides: Partial<typeof adTemplates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(adTemplates)
    .values({
      userId,
      templateName: unique('Mall'),
      templateType: 'cargo',
      templateData: { originCity: 'Tallinn', destinationCity: 'Riia', cargoType: 'muu' },
      ...overrides,
    })
    .returning();
  return row!;
}
