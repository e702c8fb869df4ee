import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';

/**
 * Stripe when both of its keys are configured; the built-in demo provider only when the config
 * allows it (outside production, or DEMO_PAYMENTS=true). loadConfig refuses every other case; the
 * throw keeps a hand-made config from quietly giving away paid access.
 */
export function choosePaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  if (config.demoPayments) return createDemoProvider(db);
  throw new Error('No payment provider: set the Stripe keys or DEMO_PAYMENTS=true');
}
