import {
  FREE_PLAN,
  PLANS,
  planById,
  PLAN_UPDATE_CODE,
  SYNC_IN_PROGRESS_CODE,
  OVERAGE_CAP_CENTS,
  type PlanTier,
} from '../../../src/domain/plans';
import { pacificDate } from '../../../src/domain/pacific-time';
import { OVERAGE_CENTS_PER_CLICK } from '../../../src/domain/spec-constants';
import type { components } from '../../../src/generated/api';
import { shopOf, requestOrigin, type OperationHandlers, type RequestContext } from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import { settlementsOf } from '../earnings';
import type { Billing } from './billing-service';
import {
  billsOf,
  ledgerOf,
  openCheckoutOf,
  referralSummaryOf,
  subscriptionOf,
  type BillRow,
  type CheckoutRow,
  type SubscriptionRow,
} from './billing-queries';

type Schemas = components['schemas'];

const usd = (amountCents: number | string) => ({ amountCents: Number(amountCents), currency: 'USD' });
const code = (planId: number | string) => Number(planId) as Schemas['PlanType'];
const isoOf = (d: Date | null) => (d ? d.toISOString() : undefined);

/** Where the browser goes back to after a checkout: the app's return page, which reads the session. */
export const checkoutReturnUrl = (origin: string, sessionId: string) =>
  `${origin}/pc/#/pages/setting/stripe?session_id=${encodeURIComponent(sessionId)}`;

function planView(plan: PlanTier): Schemas['Plan'] {
  return {
    planId: code(plan.planId),
    name: plan.name,
    lookup_key: plan.lookupKey,
    monthlyPrice: usd(plan.monthlyPriceCents),
    includedClicks: plan.includedClicks,
    extraClickPrice: usd(OVERAGE_CENTS_PER_CLICK),
    extraClicksCap: usd(OVERAGE_CAP_CENTS),
    features: [...plan.features],
    purchasable: plan.purchasable,
  };
}

const tierOfRow = (row: SubscriptionRow | undefined): PlanTier =>
  row?.status === 'active' ? (planById(Number(row.plan_id)) ?? FREE_PLAN) : FREE_PLAN;

function subscriptionView(row: SubscriptionRow | undefined): Schemas['Subscription'] {
  const tier = tierOfRow(row);
  if (!row || row.status === 'none')
    return {
      planId: code(FREE_PLAN.planId),
      name: FREE_PLAN.name,
      lookup_key: FREE_PLAN.lookupKey,
      status: 'none',
      cancelAtPeriodEnd: false,
    };
  return {
    planId: code(tier.planId),
    name: tier.name,
    lookup_key: tier.lookupKey,
    status: row.status,
    ...(row.status === 'active' && row.period_start ? { currentPeriodStart: row.period_start.toISOString() } : {}),
    ...(row.status === 'active' && row.period_end ? { currentPeriodEnd: row.period_end.toISOString() } : {}),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

function billView(row: BillRow): Schemas['Bill'] {
  return {
    id: row.invoice_id,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    planId: code(row.plan_id),
    planName: row.plan_name,
    planAmount: usd(row.plan_amount_cents),
    ...(row.usage_period_start ? { usagePeriodStart: row.usage_period_start.toISOString() } : {}),
    ...(row.usage_period_end ? { usagePeriodEnd: row.usage_period_end.toISOString() } : {}),
    ...(row.used_clicks !== null ? { usedClicks: Number(row.used_clicks) } : {}),
    ...(row.included_clicks !== null ? { includedClicks: Number(row.included_clicks) } : {}),
    extraClicks: Number(row.extra_clicks),
    extraClicksAmount: usd(row.extra_clicks_cents),
    prorationCredit: usd(row.proration_credit_cents),
    accountCredit: usd(row.account_credit_cents),
    total: usd(row.total_cents),
    status: row.status as Schemas['Bill']['status'],
    paidAt: row.paid_at.toISOString(),
  };
}

export function billingOperations(services: Services, billing: Billing): OperationHandlers {
  const db = services.database;

  /** A session's status, and with Stripe what Stripe knows before its webhook arrives (201 / 118 then). */
  async function sessionStatus(row: CheckoutRow, now: Date): Promise<Schemas['CheckoutSessionStatus']> {
    const expired = row.status === 'open' && row.expires_at.getTime() <= now.getTime();
    const status = expired ? 'expired' : row.status;
    const base = {
      sessionId: row.session_id,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      planId: code(row.plan_id),
    } as const;
    if (status !== 'open' || row.provider !== 'stripe' || services.payments.kind !== 'stripe') return base;
    const remote = await services.payments.checkoutStatus(row.provider_session_id);
    if (remote?.status !== 'complete' || remote.paymentStatus === 'unpaid') return base;
    const sub = await subscriptionOf(db, row.shop_domain);
    const changing = sub?.status === 'active' && Number(sub.plan_id) !== FREE_PLAN.planId;
    return {
      ...base,
      status: 'complete',
      paymentStatus: remote.paymentStatus,
      planId: code(changing ? PLAN_UPDATE_CODE : SYNC_IN_PROGRESS_CODE),
    };
  }

  const ops: OperationHandlers = {
    async getPricingModel(ctx) {
      const tier = tierOfRow(await subscriptionOf(db, shopOf(ctx)));
      const plans = PLANS.filter((plan) => !plan.special || plan.planId === tier.planId).map(planView);
      return { plans, currentPlanId: code(tier.planId) } satisfies Schemas['PricingModel'];
    },

    async getUserPermissions(ctx) {
      const tier = tierOfRow(await subscriptionOf(db, shopOf(ctx)));
      return {
        planId: code(tier.planId),
        name: tier.name,
        includedClicks: tier.includedClicks,
        features: [...tier.features],
      } satisfies Schemas['UserPermissions'];
    },

    async getStripeCancelAlert(ctx) {
      const row = await subscriptionOf(db, shopOf(ctx));
      if (row?.cancel_alert_plan_id === null || row?.cancel_alert_plan_id === undefined || row.status === 'active')
        return { hasCancelAlert: false, curStatus: 0 } satisfies Schemas['CancelAlert'];
      return {
        hasCancelAlert: true,
        curStatus: -1,
        planId: code(row.cancel_alert_plan_id),
        cancelledAt: isoOf(row.cancel_alert_at),
      } satisfies Schemas['CancelAlert'];
    },

    async createCheckoutSessionV2(ctx) {
      const body = ctx.body as Schemas['CheckoutPayload'];
      const origin = requestOrigin(ctx);
      const opened = await billing.openCheckout(
        shopOf(ctx),
        body.lookup_key ?? 'deeplink',
        { origin, returnUrl: (id) => checkoutReturnUrl(origin, id) },
        ctx.now,
      );
      return {
        sessionId: opened.sessionId,
        url: opened.url,
        expiresAt: opened.expiresAt,
        planId: code(opened.plan.planId),
        amount: usd(opened.quote.cents.amountDueCents),
        provider: services.payments.kind,
      } satisfies Schemas['CheckoutSession'];
    },

    async getBillInfo(ctx) {
      const row = await subscriptionOf(db, shopOf(ctx));
      const hasPaymentInfo = Boolean(row?.card_last4 || row?.customer_id);
      const creditBalance = usd(row?.credit_cents ?? 0);
      if (!row || !hasPaymentInfo) return { hasPaymentInfo: false, creditBalance } satisfies Schemas['BillingInfo'];
      const renewing =
        row.status === 'active' && !row.cancel_at_period_end && row.period_end && tierOfRow(row).monthlyPriceCents > 0;
      return {
        hasPaymentInfo,
        creditBalance,
        ...(row.card_brand ? { cardBrand: row.card_brand } : {}),
        ...(row.card_last4 ? { cardLast4: row.card_last4 } : {}),
        ...(row.card_exp_month ? { cardExpMonth: row.card_exp_month } : {}),
        ...(row.card_exp_year ? { cardExpYear: row.card_exp_year } : {}),
        ...(renewing ? { nextBillingDate: pacificDate(row.period_end!) } : {}),
      } satisfies Schemas['BillingInfo'];
    },

    async addPlan(ctx) {
      const shop = shopOf(ctx);
      await billing.changePlan(shop, (ctx.body as Schemas['CheckoutPayload']).lookup_key ?? 'deeplink', ctx.now);
      return subscriptionView(await subscriptionOf(db, shop));
    },

    async getPlanQuote(ctx) {
      const quote = await billing.quote(shopOf(ctx), (ctx.body as Schemas['PlanQuoteRequest']).lookup_key, ctx.now);
      return {
        kind: quote.kind,
        planId: code(quote.plan.planId),
        lookup_key: quote.plan.lookupKey,
        ...(quote.current ? { currentPlanId: code(quote.current.planId) } : {}),
        monthlyPrice: usd(quote.plan.monthlyPriceCents),
        periodStart: quote.periodStart,
        periodEnd: quote.periodEnd,
        chargedFrom: quote.chargedFrom,
        daysCharged: quote.daysInMonth - quote.fromDay,
        daysInMonth: quote.daysInMonth,
        planAmount: usd(quote.cents.planCents),
        prorationCredit: usd(quote.cents.prorationCreditCents),
        accountCredit: usd(quote.cents.accountCreditCents),
        amountDue: usd(quote.cents.amountDueCents),
        creditAfter: usd(quote.cents.creditAfterCents),
      } satisfies Schemas['PlanQuote'];
    },

    async getPlan(ctx) {
      return subscriptionView(await subscriptionOf(db, shopOf(ctx)));
    },

    async getBillsV2(ctx) {
      const { rows, total } = await billsOf(db, shopOf(ctx), pageRequest(ctx.body));
      return { list: rows.map(billView), total } satisfies Schemas['BillPage'];
    },

    async cancelSubscription(ctx) {
      const shop = shopOf(ctx);
      const reason = (ctx.body as Schemas['CancelSubscriptionRequest']).reason?.trim() || null;
      await billing.cancel(shop, reason, ctx.now);
      return subscriptionView(await subscriptionOf(db, shop));
    },

    async checkShopSession(ctx) {
      const row = await openCheckoutOf(db, shopOf(ctx), ctx.now);
      if (!row) return { hasOpenSession: false } satisfies Schemas['ShopSessionCheck'];
      return { hasOpenSession: true, session: await sessionStatus(row, ctx.now) } satisfies Schemas['ShopSessionCheck'];
    },

    async checkCreateSessionStatus(ctx) {
      const row = await billing.requireOwnCheckout(
        shopOf(ctx),
        (ctx.body as Schemas['CheckoutSessionRequest']).sessionId,
      );
      return sessionStatus(row, ctx.now);
    },

    /** The Income page: the same money as the earnings page's get_total (one query), with the referral code. */
    async getBalance(ctx) {
      const shop = shopOf(ctx);
      const [money, referral] = await Promise.all([settlementsOf(services).totals(shop), referralSummaryOf(db, shop)]);
      return {
        balance: usd(money.referralBonusCents),
        referralCredits: usd(money.referralBonusCents),
        readyToPay: usd(money.balanceCents),
        pending: usd(money.pendingCents),
        settlementsPaid: usd(money.paidOutCents),
        referralCode: referral.code,
        referredShops: referral.referredShops,
      } satisfies Schemas['BalanceSummary'];
    },

    async getLedger(ctx: RequestContext) {
      const { rows, total } = await ledgerOf(db, shopOf(ctx), pageRequest(ctx.body));
      return {
        list: rows.map((row) => ({
          id: row.entry_id,
          kind: row.kind,
          amount: usd(row.amount_cents),
          month: row.month,
          occurredAt: row.occurred_at.toISOString(),
        })),
        total,
      } satisfies Schemas['BalanceLedgerPage'];
    },
  };
  return ops;
}
