import {
  DEFAULT_CONTACT_UNLOCK_PRICE,
  MAINTENANCE_DEFAULT_SUBTITLE,
  MAINTENANCE_DEFAULT_TITLE,
  DEFAULT_PREMIUM_MONTHLY_PRICE,
} from '@domain/plans';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Support } from '../../platform/mail/templates';
import { findMaintenance, findPrices } from './settings.repository';

export type PublicSettings = {
  maintenance: { enabled: boolean; title: string; subtitle: string };
  support: Support;
  prices: { contactUnlockPrice: number; premiumMonthlyPrice: number };
};

export async function getPublicSettings(db: Db, config: Config): Promise<PublicSettings> {
  const [maintenance, prices] = await Promise.all([
    findMaintenance(db),
    findPrices(db, ['contact_unlock_price', 'premium_subscription_monthly']),
  ]);
  return {
    maintenance: {
      enabled: maintenance?.isEnabled ?? false,
      title: maintenance?.title ?? MAINTENANCE_DEFAULT_TITLE,
      subtitle: maintenance?.subtitle ?? MAINTENANCE_DEFAULT_SUBTITLE,
    },
    support: config.support,
    prices: {
      contactUnlockPrice: prices.get('contact_unlock_price') ?? DEFAULT_CONTACT_UNLOCK_PRICE,
      premiumMonthlyPrice: prices.get('premium_subscription_monthly') ?? DEFAULT_PREMIUM_MONTHLY_PRICE,
    },
  };
}
