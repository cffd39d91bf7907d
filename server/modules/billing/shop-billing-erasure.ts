import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/database';
import { FREE_PLAN } from '../../../src/domain/plans';
import { DELETED_SHOP_PREFIX } from '../earnings';
import { billingStream } from './billing-events';
import type { AccountErasure } from '../../services';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts). Its paid bills are financial records, so they
 * stay (amounts, periods, plan) under a random pseudonym, as the earnings module keeps orders; everything else of
 * its billing stream (checkouts, card brand and last digits, customer and subscription ids, cancellation
 * reasons) keeps only { redacted: true }, and its rows leave the read tables, its balance ledger with them.
 * Referral credits it earned from other shops' bills are its balance and go too: those bills keep their amounts
 * and no longer name it, so a rebuild agrees. Answers how many paid subscriptions ended with it (one at most).
 */
export async function eraseShopBilling(tx: Transaction, shopDomain: string): Promise<number> {
  const pseudonym = `${DELETED_SHOP_PREFIX}${randomUUID()}`;
  const stream = billingStream(shopDomain);
  await tx.query(
    `update events set data = data || jsonb_build_object('shopDomain', $2::text)
     where stream_id = $1 and type = 'InvoicePaid'`,
    [stream, pseudonym],
  );
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true) where stream_id = $1 and type <> 'InvoicePaid' and not (data ? 'redacted')`,
    [stream],
  );
  await tx.query(
    `update events set data = data || jsonb_build_object('referrerShop', null, 'referralCreditCents', 0)
     where type = 'InvoicePaid' and data->>'referrerShop' = $1`,
    [shopDomain],
  );
  await tx.query('update billing_bills set shop_domain = $2 where shop_domain = $1', [shopDomain, pseudonym]);
  const { rows: ended } = await tx.query<{ paid: boolean }>(
    `delete from billing_subscriptions where shop_domain = $1 returning status = 'active' and plan_id <> $2 as paid`,
    [shopDomain, FREE_PLAN.planId],
  );
  await tx.query('delete from billing_checkouts where shop_domain = $1', [shopDomain]);
  await tx.query('delete from balance_ledger where shop_domain = $1', [shopDomain]);
  await tx.query('delete from balance_settlement_lines where shop_domain = $1', [shopDomain]);
  return ended.filter((row) => row.paid).length;
}

/** Account erasure: the shop's bills stay as financial records under a pseudonym; its plan, card, checkouts and balance go. */
export const billingErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => ({ subscriptions: shopDomain ? await eraseShopBilling(tx, shopDomain) : 0 }),
});
