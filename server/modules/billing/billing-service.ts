import { randomUUID } from 'node:crypto';
import { overageFor, planByLookupKey, type PlanTier } from '../../../src/domain/plans';
import { badRequest, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import type { PaymentsPort } from '../../integrations/payments/payments-port';
import type { Services } from '../../services';
import { monthlyClicks } from '../short-links';
import { billingDecider, changeProblem, checkoutProblem, tierOf, type BillingCommand, type BillingState, type InvoiceInput } from './billing-decider';
import { billingStream, type CardOnFile } from './billing-events';
import { monthBounds, nextMonth, planMonth } from './billing-periods';
import { checkoutById, referrerOf, shopsToClose, subscriptionOf } from './billing-queries';

export const BILLING_SERVICE_MESSAGES = {
  unknownPlan: (key: string) => `No plan has the lookup key ${key}.`,
  unknownSession: 'No checkout of this shop has that id.',
  notSpecial: 'Only the boosting special plans (109 or 1034) are assigned this way.',
} as const;

/**
 * A payment the provider reports, in one shape whoever reports it: the local checkout page builds these from its
 * form, the Stripe webhook from Stripe's events. `eventId` is the provider's event id (the local page makes one
 * per payment), which the decider keeps so a redelivery changes nothing.
 */
export type PaymentNotification =
  | {
      kind: 'checkout_completed';
      eventId: string;
      shopDomain: string;
      sessionId: string;
      card: CardOnFile | null;
      customerId: string | null;
      subscriptionId: string | null;
      /** Set by the local provider, which charges at once; Stripe's invoice comes as its own notification. */
      chargeCents: number | null;
    }
  | { kind: 'invoice_paid'; eventId: string; shopDomain: string; invoice: InvoiceInput }
  | { kind: 'subscription_updated'; eventId: string; shopDomain: string; plan: PlanTier | undefined; cancelAtPeriodEnd: boolean }
  | { kind: 'subscription_deleted'; eventId: string; shopDomain: string }
  | { kind: 'ignored'; eventId: string };

export function createBilling(services: Pick<Services, 'database' | 'eventStore' | 'payments'>) {
  const db = services.database;
  const payments: PaymentsPort = services.payments;
  const handle = createCommandHandler(services.eventStore, billingDecider);
  const run = (shop: string, command: BillingCommand, now: Date) => handle(billingStream(shop), command, { now });

  async function stateOf(shop: string): Promise<BillingState> {
    const history = await services.eventStore.readStream(billingStream(shop));
    return history.reduce((state, event) => billingDecider.evolve(state, event as never), billingDecider.initialState);
  }

  function planFor(lookupKey: string): PlanTier {
    const plan = planByLookupKey(lookupKey);
    if (!plan) throw badRequest(BILLING_SERVICE_MESSAGES.unknownPlan(lookupKey));
    return plan;
  }

  function planInvoice(shop: string, plan: PlanTier, amountCents: number, period: { start: string; end: string }, now: Date): InvoiceInput {
    return {
      invoiceId: `in_${randomUUID().replaceAll('-', '')}`,
      shopDomain: shop,
      planId: plan.planId,
      planName: plan.name,
      periodStart: period.start,
      periodEnd: period.end,
      planAmountCents: amountCents,
      usage: null,
      extraClicks: 0,
      extraClicksCents: 0,
      totalCents: amountCents,
      currency: 'USD',
      paidAt: now.toISOString(),
    };
  }

  /** The one path every payment takes, from the local checkout page or from Stripe's webhook. */
  async function recordPayment(notification: PaymentNotification, now: Date): Promise<void> {
    if (notification.kind === 'ignored') return;
    const shop = notification.shopDomain;
    const referrerShop = await referrerOf(db, shop);
    const eventId = notification.eventId;
    switch (notification.kind) {
      case 'checkout_completed': {
        const month = planMonth(now);
        const period = { start: month.periodStart, end: month.periodEnd };
        const session = await checkoutById(db, notification.sessionId);
        const plan = session ? planFor(session.lookup_key) : undefined;
        const invoice = plan && notification.chargeCents !== null ? planInvoice(shop, plan, notification.chargeCents, period, now) : null;
        await run(shop, { type: 'CompleteCheckout', sessionId: notification.sessionId, eventId, shopDomain: shop, card: notification.card, customerId: notification.customerId, subscriptionId: notification.subscriptionId, period, invoice, referrerShop }, now);
        return;
      }
      case 'invoice_paid':
        await run(shop, { type: 'RecordInvoice', eventId, invoice: notification.invoice, referrerShop }, now);
        return;
      case 'subscription_updated': {
        const state = await stateOf(shop);
        if (notification.plan && notification.plan.planId !== state.planId && !changeProblem(state, notification.plan)) {
          await run(shop, { type: 'ChangePlan', plan: notification.plan, eventId: null, invoice: null, referrerShop }, now);
        }
        if (notification.cancelAtPeriodEnd && !state.cancelAtPeriodEnd) await run(shop, { type: 'ScheduleCancel', reason: null, eventId }, now);
        else await run(shop, { type: 'MarkEventApplied', eventId }, now);
        return;
      }
      case 'subscription_deleted':
        await run(shop, { type: 'EndPlan', eventId }, now);
        return;
    }
  }

  return {
    stateOf,
    recordPayment,

    async openCheckout(shop: string, lookupKey: string, urls: { origin: string; returnUrl: (sessionId: string) => string }, now: Date) {
      const plan = planFor(lookupKey);
      const state = await stateOf(shop);
      const problem = checkoutProblem(state, plan);
      if (problem) throw problem;
      const sessionId = randomUUID().replaceAll('-', '');
      const opened = await payments.openCheckout({ sessionId, shopDomain: shop, plan, customerId: state.customerId, returnUrl: urls.returnUrl(sessionId), origin: urls.origin, now });
      // A replaced session must not stay payable at the provider either.
      const stale = Object.entries(state.sessions).filter(([, s]) => s.status === 'open');
      for (const [staleId] of stale) {
        const row = await checkoutById(db, staleId);
        if (row && row.provider === payments.kind) await payments.expireCheckout(row.provider_session_id);
      }
      await run(shop, { type: 'OpenCheckout', sessionId, shopDomain: shop, plan, provider: payments.kind, providerSessionId: opened.providerSessionId, url: opened.url, expiresAt: opened.expiresAt }, now);
      return { sessionId, url: opened.url, expiresAt: opened.expiresAt, plan };
    },

    async expireCheckout(shop: string, sessionId: string, now: Date) {
      await run(shop, { type: 'ExpireCheckout', sessionId }, now);
    },

    async changePlan(shop: string, lookupKey: string, now: Date) {
      const plan = planFor(lookupKey);
      const state = await stateOf(shop);
      const problem = changeProblem(state, plan);
      if (problem) throw problem;
      const referrerShop = await referrerOf(db, shop);
      if (payments.kind === 'stripe' && state.subscriptionId) {
        await payments.changePlan(state.subscriptionId, plan);
        await run(shop, { type: 'ChangePlan', plan, eventId: null, invoice: null, referrerShop }, now);
        return;
      }
      // The new price from now, less what this period's bills already charged for the plan.
      const due = Math.max(0, plan.monthlyPriceCents - state.paidThisPeriodCents);
      const period = { start: state.periodStart ?? planMonth(now).periodStart, end: state.periodEnd ?? planMonth(now).periodEnd };
      await run(shop, { type: 'ChangePlan', plan, eventId: null, invoice: planInvoice(shop, plan, due, period, now), referrerShop }, now);
    },

    async cancel(shop: string, reason: string | null, now: Date) {
      const state = await stateOf(shop);
      if (payments.kind === 'stripe' && state.subscriptionId && state.status === 'active' && !state.cancelAtPeriodEnd) {
        await payments.cancelAtPeriodEnd(state.subscriptionId);
      }
      await run(shop, { type: 'ScheduleCancel', reason, eventId: null }, now);
    },

    async assignSpecialPlan(shop: string, planId: number, now: Date) {
      const plan = [109, 1034].includes(planId) ? planByLookupKey(planId === 109 ? 'boosting_walmart' : 'boosting_amazon') : undefined;
      if (!plan) throw badRequest(BILLING_SERVICE_MESSAGES.notSpecial);
      const month = planMonth(now);
      return (await run(shop, { type: 'AssignSpecialPlan', shopDomain: shop, plan, period: { start: month.periodStart, end: month.periodEnd } }, now)).events.length > 0;
    },

    /**
     * Closes a Pacific month for every shop whose plan period it is: each shop's extra clicks of the month, and
     * its renewal or its end. The local provider bills here; with Stripe the extra clicks go to its meter and
     * Stripe sends the invoice. A month already closed for a shop changes nothing for it.
     */
    async closeMonth(month: string, now: Date) {
      const { periodStart } = monthBounds(month);
      const next = nextMonth(month);
      const results: Array<{ shopDomain: string; billedCents: number; ended: boolean }> = [];
      for (const shop of await shopsToClose(db, periodStart)) {
        const usedClicks = await monthlyClicks(db, shop, month);
        const state = await stateOf(shop);
        if (payments.kind === 'stripe' && state.customerId && state.subscriptionId) {
          const tier = tierOf(state);
          const { extraClicks } = overageFor(usedClicks, tier.includedClicks);
          if (extraClicks > 0) await payments.reportExtraClicks({ customerId: state.customerId, extraClicks, identifier: `linkmint-${shop}-${month}`, at: now });
        }
        const result = await run(
          shop,
          {
            type: 'CloseMonth',
            month,
            monthStart: periodStart,
            next: { start: next.periodStart, end: next.periodEnd },
            usedClicks,
            invoiceId: `in_${randomUUID().replaceAll('-', '')}`,
            shopDomain: shop,
            chargeHere: payments.kind === 'local' || !state.subscriptionId,
            referrerShop: await referrerOf(db, shop),
          },
          now,
        );
        if (result.events.length === 0) continue;
        const billed = result.events.flatMap((e) => (e.type === 'InvoicePaid' ? [e.data.totalCents] : []));
        results.push({ shopDomain: shop, billedCents: billed.reduce((a, b) => a + b, 0), ended: result.events.some((e) => e.type === 'PlanEnded') });
      }
      return results;
    },

    async requireOwnCheckout(shop: string, sessionId: string) {
      const row = await checkoutById(db, sessionId);
      if (!row || row.shop_domain !== shop) throw notFound(BILLING_SERVICE_MESSAGES.unknownSession);
      return row;
    },

    subscriptionOf: (shop: string) => subscriptionOf(db, shop),
  };
}

export type Billing = ReturnType<typeof createBilling>;
