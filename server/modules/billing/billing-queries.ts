import { FREE_PLAN, planById, type PlanTier } from '../../../src/domain/plans';
import type { Queryable } from '../../db/database';
import type { PageRequest } from '../../paging';

/** Reads of the billing read tables, shared by the operations, plan usage and the admin commands. */

export interface SubscriptionRow {
  shop_domain: string;
  plan_id: string | number;
  status: 'none' | 'active' | 'canceled';
  period_start: Date | null;
  period_end: Date | null;
  cancel_at_period_end: boolean;
  cancelled_at: Date | null;
  provider: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  cancel_alert_plan_id: string | number | null;
  cancel_alert_at: Date | null;
  credit_cents: string | number;
}

export async function subscriptionOf(db: Queryable, shopDomain: string): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>('select * from billing_subscriptions where shop_domain = $1', [
    shopDomain,
  ]);
  return rows[0];
}

/** The plan whose clicks a shop has this month: its active plan, or the free plan. */
export async function currentPlanOf(db: Queryable, shopDomain: string): Promise<PlanTier> {
  const row = await subscriptionOf(db, shopDomain);
  return row?.status === 'active' ? (planById(Number(row.plan_id)) ?? FREE_PLAN) : FREE_PLAN;
}

export async function shopOfCustomer(db: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ shop_domain: string }>(
    'select shop_domain from billing_subscriptions where customer_id = $1',
    [customerId],
  );
  return rows[0]?.shop_domain;
}

export interface CheckoutRow {
  session_id: string;
  shop_domain: string;
  plan_id: string | number;
  lookup_key: string;
  amount_cents: string | number;
  currency: string;
  provider: 'local' | 'stripe';
  provider_session_id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  expires_at: Date;
  /** The quoted period (absent on checkouts opened before proration). */
  period_start: Date | null;
  period_end: Date | null;
  plan_amount_cents: string | number | null;
}

export async function checkoutById(db: Queryable, sessionId: string): Promise<CheckoutRow | undefined> {
  const { rows } = await db.query<CheckoutRow>('select * from billing_checkouts where session_id = $1', [sessionId]);
  return rows[0];
}

export async function checkoutByProviderId(db: Queryable, providerSessionId: string): Promise<CheckoutRow | undefined> {
  const { rows } = await db.query<CheckoutRow>('select * from billing_checkouts where provider_session_id = $1', [
    providerSessionId,
  ]);
  return rows[0];
}

export async function openCheckoutOf(db: Queryable, shopDomain: string, now: Date): Promise<CheckoutRow | undefined> {
  const { rows } = await db.query<CheckoutRow>(
    `select * from billing_checkouts where shop_domain = $1 and status = 'open' and expires_at > $2 order by opened_at desc limit 1`,
    [shopDomain, now],
  );
  return rows[0];
}

export interface BillRow {
  invoice_id: string;
  plan_id: string | number;
  plan_name: string;
  period_start: Date;
  period_end: Date;
  plan_amount_cents: string | number;
  usage_period_start: Date | null;
  usage_period_end: Date | null;
  used_clicks: string | number | null;
  included_clicks: string | number | null;
  extra_clicks: string | number;
  extra_clicks_cents: string | number;
  total_cents: string | number;
  proration_credit_cents: string | number;
  account_credit_cents: string | number;
  currency: string;
  status: string;
  paid_at: Date;
}

export async function billsOf(
  db: Queryable,
  shopDomain: string,
  page: PageRequest,
): Promise<{ rows: BillRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<BillRow>(
      'select * from billing_bills where shop_domain = $1 order by period_start desc, paid_at desc, invoice_id limit $2 offset $3',
      [shopDomain, page.limit, page.offset],
    ),
    db.query<{ n: string | number }>('select count(*) as n from billing_bills where shop_domain = $1', [shopDomain]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Shops whose active plan period starts in the given month (on its 1st, or the day of a first purchase): the ones a month close bills. */
export async function shopsToClose(db: Queryable, monthStart: string, nextMonthStart: string): Promise<string[]> {
  const { rows } = await db.query<{ shop_domain: string }>(
    `select shop_domain from billing_subscriptions where status = 'active' and period_start >= $1::timestamptz and period_start < $2::timestamptz order by shop_domain`,
    [monthStart, nextMonthStart],
  );
  return rows.map((row) => row.shop_domain);
}

export interface LedgerRow {
  entry_id: string;
  kind: 'referral_credit' | 'settlement_paid';
  amount_cents: string | number;
  currency: string;
  month: string;
  occurred_at: Date;
}

export async function ledgerOf(
  db: Queryable,
  shopDomain: string,
  page: PageRequest,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<LedgerRow>(
      'select * from balance_ledger where shop_domain = $1 order by occurred_at desc, entry_id limit $2 offset $3',
      [shopDomain, page.limit, page.offset],
    ),
    db.query<{ n: string | number }>('select count(*) as n from balance_ledger where shop_domain = $1', [shopDomain]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Referral links live with the accounts (the VIP code saved in settings or given at registration names the
 * referrer's shop code), read here as the earnings module reads them for its referral figure.
 */
export async function referrerOf(db: Queryable, shopDomain: string): Promise<string | null> {
  const { rows } = await db.query<{ shop_domain: string }>(
    `select referrer.shop_domain from accounts me join accounts referrer on upper(referrer.shop_code) = upper(me.source_refer_code)
     where me.shop_domain = $1 and referrer.shop_domain is not null and referrer.shop_domain <> me.shop_domain limit 1`,
    [shopDomain],
  );
  return rows[0]?.shop_domain ?? null;
}

export async function referralSummaryOf(
  db: Queryable,
  shopDomain: string,
): Promise<{ code: string; referredShops: number }> {
  const { rows } = await db.query<{ shop_code: string; referred: string | number }>(
    `select me.shop_code, (select count(*) from accounts invited where upper(invited.source_refer_code) = upper(me.shop_code) and invited.shop_domain is not null) as referred
     from accounts me where me.shop_domain = $1`,
    [shopDomain],
  );
  return { code: rows[0]?.shop_code ?? '', referredShops: Number(rows[0]?.referred ?? 0) };
}
