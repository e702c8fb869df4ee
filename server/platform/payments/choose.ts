import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';

/** Stripe when both of its keys are configured, the built-in demo provider otherwise. */
export function choosePaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createDemoProvider(db);
}
