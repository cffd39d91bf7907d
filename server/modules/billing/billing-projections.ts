import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import { DELETED_SHOP_PREFIX, type SettlementLedgerEvent, type SettlementLinePaid } from '../earnings';
import type { BillingEvent, InvoicePaid } from './billing-events';

const shopOfStream = (event: RecordedEvent) => event.streamId.slice(event.streamId.indexOf(':') + 1);
const isRedacted = (event: RecordedEvent) => Boolean((event.data as { redacted?: boolean } | null)?.redacted);

async function ensureSubscription(tx: Transaction, shop: string, at: string) {
  await tx.query(
    `insert into billing_subscriptions (shop_domain, plan_id, status, updated_at) values ($1, 0, 'none', $2) on conflict (shop_domain) do nothing`,
    [shop, at],
  );
}

/** billing_subscriptions, billing_checkouts and billing_bills: each shop's plan, checkouts and paid bills. */
export const billingProjection: Projection<BillingEvent> = {
  name: 'billing',
  tables: ['billing_subscriptions', 'billing_checkouts', 'billing_bills'],
  handles: [
    'CheckoutOpened',
    'CheckoutExpired',
    'CheckoutCompleted',
    'PaymentMethodSaved',
    'PlanStarted',
    'PlanChanged',
    'PeriodRenewed',
    'CancellationScheduled',
    'PlanEnded',
    'InvoicePaid',
  ],
  async apply(tx, event) {
    if (isRedacted(event)) return;
    const shop = shopOfStream(event);
    const at = event.recordedAt.toISOString();
    const sub = (set: string, params: unknown[]) =>
      tx.query(`update billing_subscriptions set ${set}, updated_at = $2 where shop_domain = $1`, [
        shop,
        at,
        ...params,
      ]);
    switch (event.type) {
      case 'CheckoutOpened': {
        const d = event.data;
        await ensureSubscription(tx, shop, at);
        await tx.query(
          `insert into billing_checkouts (session_id, shop_domain, plan_id, lookup_key, amount_cents, currency, provider, provider_session_id, url, status, expires_at, opened_at,
             period_start, period_end, plan_amount_cents)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11, $12, $13, $14)`,
          [
            d.sessionId,
            shop,
            d.planId,
            d.lookupKey,
            d.amountCents,
            d.currency,
            d.provider,
            d.providerSessionId,
            d.url,
            d.expiresAt,
            d.openedAt,
            d.periodStart ?? null,
            d.periodEnd ?? null,
            d.planAmountCents ?? null,
          ],
        );
        return;
      }
      case 'CheckoutExpired':
        await tx.query(`update billing_checkouts set status = 'expired', closed_at = $2 where session_id = $1`, [
          event.data.sessionId,
          event.data.expiredAt,
        ]);
        return;
      case 'CheckoutCompleted':
        await tx.query(`update billing_checkouts set status = 'complete', closed_at = $2 where session_id = $1`, [
          event.data.sessionId,
          event.data.completedAt,
        ]);
        return;
      case 'PaymentMethodSaved': {
        const card = event.data.card;
        await ensureSubscription(tx, shop, at);
        if (card)
          await sub('card_brand = $3, card_last4 = $4, card_exp_month = $5, card_exp_year = $6', [
            card.brand,
            card.last4,
            card.expMonth,
            card.expYear,
          ]);
        if (event.data.customerId) await sub('customer_id = $3', [event.data.customerId]);
        return;
      }
      case 'PlanStarted': {
        const d = event.data;
        await ensureSubscription(tx, shop, at);
        await sub(
          `plan_id = $3, status = 'active', period_start = $4, period_end = $5, cancel_at_period_end = false, cancelled_at = null, provider = $6,
           subscription_id = $7, cancel_alert_plan_id = null, cancel_alert_at = null`,
          [d.planId, d.periodStart, d.periodEnd, d.provider, d.subscriptionId],
        );
        return;
      }
      case 'PlanChanged':
        await sub('plan_id = $3, cancel_at_period_end = false, cancelled_at = null, credit_cents = credit_cents + $4', [
          event.data.planId,
          event.data.creditAddedCents ?? 0,
        ]);
        return;
      case 'PeriodRenewed':
        await sub('period_start = $3, period_end = $4', [event.data.periodStart, event.data.periodEnd]);
        return;
      case 'CancellationScheduled':
        await sub('cancel_at_period_end = true, cancelled_at = $3', [event.data.scheduledAt]);
        return;
      case 'PlanEnded':
        await sub(
          `plan_id = 0, status = 'canceled', cancel_at_period_end = false, subscription_id = null,
           cancel_alert_plan_id = $3, cancel_alert_at = $4`,
          event.data.special ? [event.data.planId, event.data.endedAt] : [null, null],
        );
        return;
      case 'InvoicePaid': {
        const d = event.data;
        await tx.query(
          `insert into billing_bills (invoice_id, shop_domain, plan_id, plan_name, period_start, period_end, plan_amount_cents, usage_period_start,
             usage_period_end, used_clicks, included_clicks, extra_clicks, extra_clicks_cents, total_cents, currency, status, paid_at,
             proration_credit_cents, account_credit_cents)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'paid', $16, $17, $18)
           on conflict (invoice_id) do nothing`,
          [
            d.invoiceId,
            d.shopDomain,
            d.planId,
            d.planName,
            d.periodStart,
            d.periodEnd,
            d.planAmountCents,
            d.usage?.periodStart ?? null,
            d.usage?.periodEnd ?? null,
            d.usage?.usedClicks ?? null,
            d.usage?.includedClicks ?? null,
            d.extraClicks,
            d.extraClicksCents,
            d.totalCents,
            d.currency,
            d.paidAt,
            d.prorationCreditCents ?? 0,
            d.accountCreditCents ?? 0,
          ],
        );
        if (d.accountCreditCents) await sub('credit_cents = greatest(0, credit_cents - $3)', [d.accountCreditCents]);
        return;
      }
      default:
        return;
    }
  },
};

type LedgerEvent = InvoicePaid | SettlementLedgerEvent | SettlementLinePaid;

/**
 * balance_ledger: the referral credit of every paid bill (InvoicePaid names the referrer) and every settlement
 * line the operator paid. The settlement side follows the earnings module's events, never its tables: the issued
 * lines are remembered here (balance_settlement_lines) until their payment event names them. A deleted account's
 * lines (kept by earnings under a pseudonym) have no balance to show, so they are left out.
 */
export const balanceLedgerProjection: Projection<LedgerEvent> = {
  name: 'balance-ledger',
  tables: ['balance_ledger', 'balance_settlement_lines'],
  handles: ['InvoicePaid', 'SettlementLineIssued', 'SettlementLinePaid'],
  async apply(tx, event) {
    if (isRedacted(event)) return;
    if (event.type === 'InvoicePaid') {
      const d = event.data;
      if (!d.referrerShop || d.referralCreditCents <= 0) return;
      await tx.query(
        `insert into balance_ledger (entry_id, shop_domain, kind, amount_cents, currency, month, occurred_at)
         values ($1, $2, 'referral_credit', $3, $4, $5, $6) on conflict (entry_id) do nothing`,
        [
          `referral:${d.invoiceId}`,
          d.referrerShop,
          d.referralCreditCents,
          d.currency,
          pacificMonthOf(d.periodStart),
          d.paidAt,
        ],
      );
      return;
    }
    if (event.type === 'SettlementLineIssued') {
      const d = event.data;
      if (d.shopDomain.startsWith(DELETED_SHOP_PREFIX)) return;
      await tx.query(
        `insert into balance_settlement_lines (line_id, shop_domain, month, amount_cents, currency) values ($1, $2, $3, $4, $5)
         on conflict (line_id) do nothing`,
        [d.lineId, d.shopDomain, d.month, d.amountCents, d.currency],
      );
      return;
    }
    if (event.type === 'SettlementLinePaid') {
      await tx.query(
        `insert into balance_ledger (entry_id, shop_domain, kind, amount_cents, currency, month, occurred_at)
         select 'settlement:' || line_id, shop_domain, 'settlement_paid', amount_cents, currency, month, $2
         from balance_settlement_lines where line_id = $1
         on conflict (entry_id) do nothing`,
        [event.data.lineId, event.data.paidAt],
      );
    }
  },
};

/** A bill's period starts at a Pacific midnight written with its offset: its first seven characters are the month. */
const pacificMonthOf = (periodStart: string) => periodStart.slice(0, 7);
