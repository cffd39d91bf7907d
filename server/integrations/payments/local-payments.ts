import type { PaymentsPort } from './payments-port';

/**
 * The embedded provider: the checkout page is Linkmint's own (/checkout/{sessionId}, billing module), the card
 * is checked by test-cards.ts, and plan changes, cancellations and month closes are recorded by the billing
 * module directly, so those calls have nothing to tell anyone.
 */
export const localPayments: PaymentsPort = {
  kind: 'local',
  async openCheckout({ sessionId, origin, expiresAt }) {
    return { providerSessionId: sessionId, url: `${origin}/checkout/${sessionId}`, expiresAt: expiresAt.toISOString() };
  },
  async expireCheckout() {},
  async checkoutStatus() {
    return undefined;
  },
  async changePlan() {},
  async cancelAtPeriodEnd() {},
  async reportExtraClicks() {},
};
