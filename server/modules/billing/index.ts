import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { billingOperations } from './billing-operations';
import { balanceLedgerProjection, billingProjection } from './billing-projections';
import { createBilling } from './billing-service';
import { checkoutPageOperations } from './checkout-page';
import { paymentWebhookHandler } from './stripe-webhook';
import { billingErasure } from './shop-billing-erasure';

/**
 * Plans billed by clicks (issue 15; spec §1, §4, §7 billing calls, §9): the plans table of src/domain/plans.ts,
 * checkouts through the payments port (the local checkout page, or Stripe), subscriptions cancelled at the end
 * of their period, bills with the period's plan price and the extra clicks, the referral credits and paid
 * settlements of the balance ledger. Event-sourced: one stream per shop (billing-events.ts).
 */
export const billingModule: ServerModule = {
  name: 'billing',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [billingProjection, balanceLedgerProjection],
  operations(services) {
    const billing = createBilling(services);
    return {
      ...billingOperations(services, billing),
      ...checkoutPageOperations(billing, services.database),
      receivePaymentWebhook: paymentWebhookHandler(services.database, billing, services.config.STRIPE_WEBHOOK_SECRET),
    };
  },
  erasure: billingErasure,
};

export { createBilling, type Billing, type PaymentNotification } from './billing-service';
export { currentPlanOf } from './billing-queries';
export { monthBounds, planMonth } from './billing-periods';
export { requireFeature } from './plan-features';
