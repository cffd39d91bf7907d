import { CHECKOUT_LIFETIME_MS, type PaymentsPort } from './payments-port';

/**
 * The embedded provider: the checkout page is Linkmint's own (/checkout/{sessionId}, billing module), the card
 * is checked by test-cards.ts, and plan changes, cancellations and month closes are recorded by the billing
 * module directly, so those calls have nothing to tell anyone.
 */
export const localPayments: PaymentsPort = {
  kind: 'local',
  async openCheckout({ sessionId, origin, now }) {
    return { providerSessionId: sessionId, url: `${origin}/checkout/${sessionId}`, expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString() };
  },
  async expireCheckout() {},
  async checkoutStatus() {
    return undefined;
  },
  async changePlan() {},
  async cancelAtPeriodEnd() {},
  async reportExtraClicks() {},
};
