import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cargoListings, profiles, subscribers, transportListings, userRoles, users } from '../schema/index';
import { buildDemoData, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type DemoCompany } from './demo-data';
import { ensureUser } from './users';

export { DEMO_USERS } from './demo-data';

const DAY = 86_400_000;

// Any fixed number: only seedDemo takes this transaction-level advisory lock.
const SEED_LOCK = 7_415_026;

async function demoAdminExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  return row !== undefined;
}

function subscriberRow(
  company: DemoCompany,
  userId: string,
  now: Date,
): typeof subscribers.$inferInsert | null {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const base = { userId, email: company.email, createdAt: at(-company.joinedDaysAgo), updatedAt: at(-1) };
  switch (company.plan) {
    case 'admin':
      return null;
    case 'premium':
      return {
        ...base,
        subscribed: true,
        subscriptionTier: 'Premium',
        subscriptionEnd: at(company.premiumDays ?? 30),
      };
    case 'trial':
      // Four days into the seven-day trial.
      return { ...base, subscriptionTier: 'Free', isTrial: true, trialEnd: at(3), trialUsedAt: at(-4) };
    case 'lapsed':
      return {
        ...base,
        subscriptionTier: 'Free',
        subscriptionEnd: at(-12),
        trialUsedAt: at(-200),
      };
    case 'free':
      return { ...base, subscriptionTier: 'Free' };
  }
}

/**
 * Fills an empty database with a believable Baltic marketplace: demo admin, premium and free users,
 * directory companies and live listings on real routes. Does nothing once the demo admin exists, so
 * a restart never seeds twice. Users and data are written in one transaction: a failed seed leaves
 * no half-made marketplace behind, and the next start tries again.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<{ created: boolean }> {
  if (await demoAdminExists(db)) return { created: false };
  const data = buildDemoData(now);

  return db.transaction(async (tx) => {
    // Two instances starting on the same empty PostgreSQL would otherwise both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK))})`);
    if (await demoAdminExists(tx)) return { created: false };

    const ids = new Map<string, string>();
    for (const company of data.companies) {
      const { id } = await ensureUser(tx, {
        email: company.email,
        password: DEMO_PASSWORD,
        name: company.profile.contactPerson,
        createdAt: new Date(now.getTime() - company.joinedDaysAgo * DAY),
      });
      ids.set(company.email, id);
    }
    const idOf = (email: string): string => {
      const id = ids.get(email);
      if (!id) throw new Error(`demo listing owner ${email} has no user`);
      return id;
    };

    await tx.insert(userRoles).values({ userId: idOf(DEMO_ADMIN_EMAIL), role: 'admin' });
    await tx.insert(profiles).values(
      data.companies.map((company) => {
        const joined = new Date(now.getTime() - company.joinedDaysAgo * DAY);
        return {
          ...company.profile,
          ...identityColumns(company, now),
          userId: idOf(company.email),
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    );
    const subscriptions = data.companies.flatMap((company) => {
      const row = subscriberRow(company, idOf(company.email), now);
      return row ? [row] : [];
    });
    await tx.insert(subscribers).values(subscriptions);
    await tx
      .insert(cargoListings)
      .values(
        data.cargo.map(({ owner, ...row }) => ({ ...row, confirmedAt: row.createdAt, userId: idOf(owner) })),
      );
    await tx.insert(transportListings).values(
      data.transport.map(({ owner, ...row }) => ({
        ...row,
        confirmedAt: row.createdAt,
        userId: idOf(owner),
      })),
    );
    return { created: true };
  });
}

/**
 * A demo company's registry identity and verification as the profile stores them: asked on the day
 * given and, when verified, decided by the admin the next day (the listings copy the mark by trigger).
 */
function identityColumns(company: DemoCompany, now: Date) {
  if (!company.identity) return {};
  const { country, registryCode, verification } = company.identity;
  const requested = verification && new Date(now.getTime() - verification.requestedDaysAgo * DAY);
  return {
    country,
    registryCode,
    verification: verification?.status ?? 'unverified',
    verificationRequestedAt: requested ?? null,
    verificationDecidedAt:
      requested && verification.status === 'verified' ? new Date(requested.getTime() + DAY) : null,
  };
}
