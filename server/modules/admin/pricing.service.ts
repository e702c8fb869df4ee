import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  isPricingKey,
  PRICE_LABELS,
  RECENT_TRANSACTIONS,
  type AdminPrice,
  type AdminPricing,
  type AdminTransaction,
} from '@domain/contract/admin-pricing';
import { DEFAULT_PRICES, PRICING_KEYS } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { notFound } from '../../platform/errors';
import { announcePublicChange } from '../events/announce';
import { recordActivity } from './activity';
import {
  findPriceRows,
  findRecentTransactions,
  findSalesFigures,
  lockPrice,
  writePrice,
} from './pricing.repository';

/**
 * GET /api/admin/pricing: the prices (a key never stored shows its default, as the public settings
 * do), the contact sales' figures and the latest payments.
 */
export async function pricingOverview(db: Db): Promise<AdminPricing> {
  const [rows, figures, recent] = await Promise.all([
    findPriceRows(db),
    findSalesFigures(db),
    findRecentTransactions(db, RECENT_TRANSACTIONS),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  // Ordered by key, as the spec's price table is.
  const prices = [...PRICING_KEYS].sort().map((key): AdminPrice => {
    const row = stored.get(key);
    return {
      key,
      value: row ? Number(row.value) : DEFAULT_PRICES[key],
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedByEmail: row?.updatedByEmail ?? null,
    };
  });
  return {
    prices,
    figures,
    recentTransactions: recent.map((row): AdminTransaction => ({
      ...row,
      amount: Number(row.amount),
      kind: row.kind as AdminTransaction['kind'],
      status: row.status as AdminTransaction['status'],
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * PUT /api/admin/pricing/{key}: the new price, its activity row and the public notice in one
 * transaction. The public settings are read from the table on every request (nothing keeps them in
 * memory), so the next answer, and the next checkout or unlock purchase, has the new price; open
 * pages fetch it again on the `public` event. Running subscriptions keep the price they started
 * with (Stripe holds it; decision 0022).
 */
export async function updatePrice(
  db: Db,
  admin: Viewer,
  key: string,
  value: number,
  now = new Date(),
): Promise<AdminPrice> {
  if (!isPricingKey(key)) throw notFound(ADMIN_MESSAGES.priceNotFound, 'PRICE_NOT_FOUND');
  return db.transaction(async (tx) => {
    const before = await lockPrice(tx, key);
    const row = await writePrice(tx, key, value, admin.userId, now);
    await recordActivity(tx, admin, {
      action: 'price_updated',
      targetType: 'price',
      targetId: key,
      details: {
        label: PRICE_LABELS[key],
        key,
        before: { value: before ? Number(before.configValue) : DEFAULT_PRICES[key] },
        after: { value: Number(row.configValue) },
      },
    });
    await announcePublicChange(tx, 'settings');
    return {
      key,
      value: Number(row.configValue),
      updatedAt: row.updatedAt.toISOString(),
      updatedByEmail: admin.email,
    };
  });
}
