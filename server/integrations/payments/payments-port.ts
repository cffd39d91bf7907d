import type { PlanTier } from '../../../src/domain/plans';

/**
 * The payments port. The billing module asks it for a checkout and, with Stripe, to change or cancel the
 * subscription and to report a month's extra clicks; what was paid always comes back as events through the
 * billing module's one payment path (the local checkout page's form, or Stripe's signed webhook).
 */

/** What is kept of a card: never its number. */
export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CheckoutRequest {
  sessionId: string;
  shopDomain: string;
  plan: PlanTier;
  /** The provider's customer of this shop, when it has one. */
  customerId: string | null;
  /** Where the browser goes back to after paying or cancelling. */
  returnUrl: string;
  /** The address Linkmint was reached on, for the local checkout page. */
  origin: string;
  now: Date;
  /** When the session stops being payable: at most a day, and never past the end of the month it was quoted in. */
  expiresAt: Date;
  /**
   * The first period, quoted by Linkmint (the rest of the Pacific month from today): what it costs before the
   * account credit, a line naming it, and when the monthly renewals start (the next month's first midnight).
   */
  firstPeriod: { planCents: number; label: string; renewsAt: Date };
}

/** A change of plan as Linkmint priced it (src/domain/proration.ts), for the provider to charge or credit. */
export interface PlanChangeCharge {
  customerId: string;
  /** The new plan for the rest of the period's month. */
  planCents: number;
  /** The unused rest of the plan being replaced. */
  prorationCreditCents: number;
  /** A line naming the change on the bill. */
  description: string;
  /** Unique per change, so a retried call changes nothing twice. */
  key: string;
}

export interface OpenedCheckout {
  providerSessionId: string;
  url: string;
  expiresAt: string;
}

export interface ProviderCheckoutStatus {
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
}

export interface PaymentsPort {
  readonly kind: 'local' | 'stripe';
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  expireCheckout(providerSessionId: string): Promise<void>;
  /** What the provider knows of a session (Stripe may have taken a payment whose webhook is still on its way). */
  checkoutStatus(providerSessionId: string): Promise<ProviderCheckoutStatus | undefined>;
  /** Moves the subscription to the plan and charges (or credits) the difference Linkmint priced. */
  changePlan(subscriptionId: string, plan: PlanTier, charge: PlanChangeCharge): Promise<void>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** A closed month's extra clicks as usage of the metered price, once per identifier. */
  reportExtraClicks(usage: { customerId: string; extraClicks: number; identifier: string; at: Date }): Promise<void>;
}

/** 24 hours, as Stripe's Checkout Sessions. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
