import type { PlanCode } from '../../../src/domain/plans';
import type { CardOnFile } from '../../integrations/payments/payments-port';

/**
 * The billing events of one shop, all in the stream `billing:<shopDomain>`: its checkouts, its plan and card,
 * its paid bills and the provider events already applied. One stream per shop, so a redelivered webhook and the
 * payment it repeats are decided against the same history and a bill is recorded (and a referral credited) once.
 */

export const billingStream = (shopDomain: string) => `billing:${shopDomain}`;

export type PaymentProviderKind = 'local' | 'stripe';

export type { CardOnFile } from '../../integrations/payments/payments-port';

export type CheckoutOpened = {
  type: 'CheckoutOpened';
  data: {
    sessionId: string;
    shopDomain: string;
    planId: PlanCode;
    lookupKey: string;
    /** What the card pays: planAmountCents less the account credit it uses. */
    amountCents: number;
    currency: 'USD';
    provider: PaymentProviderKind;
    providerSessionId: string;
    url: string;
    expiresAt: string;
    openedAt: string;
    /**
     * The quote the checkout was opened with (src/domain/proration.ts): the plan from the day it was opened to
     * the end of that Pacific month, and the account credit it uses. Absent on checkouts opened before
     * proration, which charged the whole month.
     */
    periodStart?: string;
    periodEnd?: string;
    planAmountCents?: number;
    accountCreditCents?: number;
  };
};
export type CheckoutExpired = { type: 'CheckoutExpired'; data: { sessionId: string; expiredAt: string } };
export type CheckoutCompleted = { type: 'CheckoutCompleted'; data: { sessionId: string; completedAt: string } };
export type PaymentMethodSaved = {
  type: 'PaymentMethodSaved';
  data: { card: CardOnFile | null; customerId: string | null; savedAt: string };
};
export type PlanStarted = {
  type: 'PlanStarted';
  data: {
    shopDomain: string;
    planId: PlanCode;
    periodStart: string;
    periodEnd: string;
    provider: PaymentProviderKind;
    subscriptionId: string | null;
    startedAt: string;
  };
};
/**
 * A change of plan within the period. From fromDay (0 = the 1st) of the period's month, the new plan is worth
 * planCents and the unused rest of the old one prorationCreditCents; a negative difference adds
 * creditAddedCents to the shop's account credit. The amounts are absent on changes recorded before proration
 * and zero on a change the provider made and billed on its own.
 */
export type PlanChanged = {
  type: 'PlanChanged';
  data: {
    planId: PlanCode;
    changedAt: string;
    fromPlanId?: PlanCode;
    fromDay?: number;
    planCents?: number;
    prorationCreditCents?: number;
    creditAddedCents?: number;
  };
};
export type PeriodRenewed = { type: 'PeriodRenewed'; data: { periodStart: string; periodEnd: string } };
export type CancellationScheduled = {
  type: 'CancellationScheduled';
  data: { reason: string | null; scheduledAt: string; endsAt: string };
};
export type PlanEnded = { type: 'PlanEnded'; data: { planId: PlanCode; endedAt: string; special: boolean } };
export type InvoicePaid = {
  type: 'InvoicePaid';
  data: {
    invoiceId: string;
    shopDomain: string;
    planId: PlanCode;
    planName: string;
    periodStart: string;
    periodEnd: string;
    planAmountCents: number;
    usage: { periodStart: string; periodEnd: string; usedClicks: number; includedClicks: number } | null;
    extraClicks: number;
    extraClicksCents: number;
    /** The unused rest of the plan this bill replaces (a change of plan), taken off the bill. */
    prorationCreditCents?: number;
    /** What the shop's account credit paid of this bill. */
    accountCreditCents?: number;
    /** What the card paid: planAmountCents + extraClicksCents - prorationCreditCents - accountCreditCents. */
    totalCents: number;
    currency: 'USD';
    paidAt: string;
    /** The shop whose referral code the payer registered with or saved, credited referralCreditCents. */
    referrerShop: string | null;
    referralCreditCents: number;
  };
};
/** A payment provider's event id, kept so a redelivery decides nothing. */
export type ProviderEventApplied = { type: 'ProviderEventApplied'; data: { eventId: string; appliedAt: string } };
/** The operator closed this Pacific month for the shop: never billed twice. */
export type BillingMonthClosed = { type: 'BillingMonthClosed'; data: { month: string; closedAt: string } };

export type BillingEvent =
  | CheckoutOpened
  | CheckoutExpired
  | CheckoutCompleted
  | PaymentMethodSaved
  | PlanStarted
  | PlanChanged
  | PeriodRenewed
  | CancellationScheduled
  | PlanEnded
  | InvoicePaid
  | ProviderEventApplied
  | BillingMonthClosed;
