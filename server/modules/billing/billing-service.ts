import { randomUUID } from 'node:crypto';
import { overageFor, planById, planByLookupKey, type PlanTier } from '../../../src/domain/plans';
import { badRequest, conflict, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import { CHECKOUT_LIFETIME_MS, type PaymentsPort } from '../../integrations/payments/payments-port';
import type { Services } from '../../services';
import { monthlyClicks } from '../short-links';
import {
  billingDecider,
  changeProblem,
  checkoutProblem,
  isPaying,
  tierOf,
  type BillingCommand,
  type BillingState,
  type InvoiceInput,
} from './billing-decider';
import { billingStream, type CardOnFile } from './billing-events';
import { periodText } from '../../../src/domain/billing-pages';
import { monthBounds, nextMonth, planMonth } from './billing-periods';
import { quotePlan, type PlanQuote } from './billing-quote';
import { checkoutById, referrerOf, shopsToClose, subscriptionOf } from './billing-queries';

export const BILLING_SERVICE_MESSAGES = {
  unknownPlan: (key: string) => `No plan has the lookup key ${key}.`,
  unknownSession: 'No checkout of this shop has that id.',
  notSpecial: 'Only the boosting special plans (109 or 1034) are assigned this way.',
  beingConfirmed: 'Your last payment is being confirmed. Wait a moment and open Billing: your plan will show there.',
} as const;

const newInvoiceId = () => `in_${randomUUID().replaceAll('-', '')}`;

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
      /** The local provider charged the card the session's amount; Stripe's invoice comes as its own notification. */
      chargedHere: boolean;
    }
  | { kind: 'invoice_paid'; eventId: string; shopDomain: string; invoice: InvoiceInput }
  | {
      kind: 'subscription_updated';
      eventId: string;
      shopDomain: string;
      plan: PlanTier | undefined;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'subscription_deleted'; eventId: string; shopDomain: string }
  | { kind: 'ignored'; eventId: string };

/** A stretch of a plan as a bill line names it: "Pro, 11/28/2026 – 11/30/2026". */
const periodLabel = (plan: PlanTier, from: string, end: string) => `${plan.name}, ${periodText(from, end)}`;

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

  /** What buying this plan costs the shop now: the Payment page's figures, the checkout's amount, the change's charge. */
  async function quote(shop: string, lookupKey: string, now: Date): Promise<PlanQuote> {
    const plan = planFor(lookupKey);
    const state = await stateOf(shop);
    const problem = quoteProblem(state, plan);
    if (problem) throw problem;
    return quotePlan(state, plan, now);
  }

  /** A plan can be quoted when it can be checked out (a purchase) or changed to (a paying shop). */
  const quoteProblem = (state: BillingState, plan: PlanTier): Error | undefined =>
    isPaying(state) ? changeProblem(state, plan) : checkoutProblem(state, plan);

  /** The one path every payment takes, from the local checkout page or from Stripe's webhook. */
  async function recordPayment(notification: PaymentNotification, now: Date): Promise<void> {
    if (notification.kind === 'ignored') return;
    const shop = notification.shopDomain;
    const referrerShop = await referrerOf(db, shop);
    const eventId = notification.eventId;
    switch (notification.kind) {
      case 'checkout_completed':
        await run(
          shop,
          {
            type: 'CompleteCheckout',
            sessionId: notification.sessionId,
            eventId,
            shopDomain: shop,
            card: notification.card,
            customerId: notification.customerId,
            subscriptionId: notification.subscriptionId,
            chargeHere: notification.chargedHere,
            invoiceId: newInvoiceId(),
            referrerShop,
          },
          now,
        );
        return;
      case 'invoice_paid':
        await run(shop, { type: 'RecordInvoice', eventId, invoice: notification.invoice, referrerShop }, now);
        return;
      case 'subscription_updated': {
        const state = await stateOf(shop);
        if (
          notification.plan &&
          notification.plan.planId !== state.planId &&
          !changeProblem(state, notification.plan)
        ) {
          // Changed at the provider (its dashboard): the provider prices and bills it.
          await run(
            shop,
            {
              type: 'ChangePlan',
              plan: notification.plan,
              eventId: null,
              pricing: 'provider',
              chargeHere: false,
              invoiceId: newInvoiceId(),
              shopDomain: shop,
              referrerShop,
            },
            now,
          );
        }
        if (notification.cancelAtPeriodEnd && !state.cancelAtPeriodEnd)
          await run(shop, { type: 'ScheduleCancel', reason: null, eventId }, now);
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

    quote,

    /**
     * A checkout for a shop that pays for no plan now, priced from today to the month's end. Refused for a shop
     * that pays for one (it changes plan instead), and while a payment at the provider is still being confirmed.
     */
    async openCheckout(
      shop: string,
      lookupKey: string,
      urls: { origin: string; returnUrl: (sessionId: string) => string },
      now: Date,
    ) {
      const plan = planFor(lookupKey);
      const state = await stateOf(shop);
      const problem = checkoutProblem(state, plan);
      if (problem) throw problem;
      const priced = quotePlan(state, plan, now);
      const stale = [];
      for (const [staleId, session] of Object.entries(state.sessions)) {
        if (session.status !== 'open') continue;
        const row = await checkoutById(db, staleId);
        if (!row || row.provider !== payments.kind) continue;
        // Paid at the provider, its notification on the way: a second checkout would charge the month twice.
        if ((await payments.checkoutStatus(row.provider_session_id))?.status === 'complete')
          throw conflict(BILLING_SERVICE_MESSAGES.beingConfirmed);
        stale.push(row.provider_session_id);
      }
      const sessionId = randomUUID().replaceAll('-', '');
      const expiresAt = new Date(Math.min(now.getTime() + CHECKOUT_LIFETIME_MS, Date.parse(priced.periodEnd)));
      const opened = await payments.openCheckout({
        sessionId,
        shopDomain: shop,
        plan,
        customerId: state.customerId,
        returnUrl: urls.returnUrl(sessionId),
        origin: urls.origin,
        now,
        expiresAt,
        firstPeriod: {
          planCents: priced.cents.planCents,
          label: periodLabel(plan, priced.chargedFrom, priced.periodEnd),
          renewsAt: new Date(priced.periodEnd),
        },
      });
      // A replaced session must not stay payable at the provider either.
      for (const providerSessionId of stale) await payments.expireCheckout(providerSessionId);
      await run(
        shop,
        {
          type: 'OpenCheckout',
          sessionId,
          shopDomain: shop,
          plan,
          provider: payments.kind,
          providerSessionId: opened.providerSessionId,
          url: opened.url,
          expiresAt: opened.expiresAt,
          quote: priced,
        },
        now,
      );
      return { sessionId, url: opened.url, expiresAt: opened.expiresAt, plan, quote: priced };
    },

    async expireCheckout(shop: string, sessionId: string, now: Date) {
      await run(shop, { type: 'ExpireCheckout', sessionId }, now);
    },

    /** The one way a paying shop changes plan: the difference priced by billing-quote.ts, charged by its provider. */
    async changePlan(shop: string, lookupKey: string, now: Date) {
      const plan = planFor(lookupKey);
      const state = await stateOf(shop);
      const problem = changeProblem(state, plan);
      if (problem) throw problem;
      const referrerShop = await referrerOf(db, shop);
      const invoiceId = newInvoiceId();
      const change = {
        type: 'ChangePlan' as const,
        plan,
        eventId: null,
        pricing: 'ours' as const,
        invoiceId,
        shopDomain: shop,
        referrerShop,
      };
      if (payments.kind === 'stripe' && state.subscriptionId && state.customerId) {
        const priced = quotePlan(state, plan, now);
        await payments.changePlan(state.subscriptionId, plan, {
          customerId: state.customerId,
          planCents: priced.cents.planCents,
          prorationCreditCents: priced.cents.prorationCreditCents,
          description: `${periodLabel(plan, priced.chargedFrom, priced.periodEnd)}, less the unused part of ${tierOf(state).name}`,
          key: invoiceId,
        });
        await run(shop, { ...change, chargeHere: false }, now);
        return;
      }
      await run(shop, { ...change, chargeHere: true }, now);
    },

    async cancel(shop: string, reason: string | null, now: Date) {
      const state = await stateOf(shop);
      if (payments.kind === 'stripe' && state.subscriptionId && state.status === 'active' && !state.cancelAtPeriodEnd) {
        await payments.cancelAtPeriodEnd(state.subscriptionId);
      }
      await run(shop, { type: 'ScheduleCancel', reason, eventId: null }, now);
    },

    async assignSpecialPlan(shop: string, planId: number, now: Date) {
      const plan = [109, 1034].includes(planId)
        ? planByLookupKey(planId === 109 ? 'boosting_walmart' : 'boosting_amazon')
        : undefined;
      if (!plan) throw badRequest(BILLING_SERVICE_MESSAGES.notSpecial);
      const month = planMonth(now);
      return (
        (
          await run(
            shop,
            {
              type: 'AssignSpecialPlan',
              shopDomain: shop,
              plan,
              period: { start: month.periodStart, end: month.periodEnd },
            },
            now,
          )
        ).events.length > 0
      );
    },

    /**
     * Closes a Pacific month for every shop whose plan period it is: each shop's extra clicks of the month, and
     * its renewal or its end. The local provider bills here; with Stripe the extra clicks go to its meter and
     * Stripe sends the invoice. A month already closed for a shop changes nothing for it.
     */
    async closeMonth(month: string, now: Date) {
      const { periodStart } = monthBounds(month);
      const next = nextMonth(month);
      // Periods start on the 1st, or on the day a plan was first bought in that month.
      const results: Array<{ shopDomain: string; billedCents: number; ended: boolean }> = [];
      for (const shop of await shopsToClose(db, periodStart, next.periodStart)) {
        const usedClicks = await monthlyClicks(db, shop, month);
        const state = await stateOf(shop);
        if (payments.kind === 'stripe' && state.customerId && state.subscriptionId && !state.closedMonths[month]) {
          const tier = tierOf(state);
          const { extraClicks } = overageFor(usedClicks, tier.includedClicks);
          if (extraClicks > 0)
            await payments.reportExtraClicks({
              customerId: state.customerId,
              extraClicks,
              identifier: `linkmint-${shop}-${month}`,
              at: now,
            });
        }
        const result = await run(
          shop,
          {
            type: 'CloseMonth',
            month,
            next: { start: next.periodStart, end: next.periodEnd },
            usedClicks,
            invoiceId: newInvoiceId(),
            shopDomain: shop,
            chargeHere: payments.kind === 'local' || !state.subscriptionId,
            referrerShop: await referrerOf(db, shop),
          },
          now,
        );
        if (result.events.length === 0) continue;
        const billed = result.events.flatMap((e) => (e.type === 'InvoicePaid' ? [e.data.totalCents] : []));
        results.push({
          shopDomain: shop,
          billedCents: billed.reduce((a, b) => a + b, 0),
          ended: result.events.some((e) => e.type === 'PlanEnded'),
        });
      }
      return results;
    },

    /** Why the local checkout page must not charge this session's card now, or nothing. */
    async paymentProblem(shop: string, sessionId: string): Promise<Error | undefined> {
      const state = await stateOf(shop);
      const plan = planById(state.sessions[sessionId]?.planId ?? -1);
      return plan ? checkoutProblem(state, plan) : notFound(BILLING_SERVICE_MESSAGES.unknownSession);
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
