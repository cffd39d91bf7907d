import type { AccountErasure } from '../../services';

/** Account erasure: the shop's endpoints and deliveries go, and its endpoint events keep only { redacted: true }. */
export const webhooksErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (!shopDomain) return;
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true)
       where stream_id like 'webhook-endpoint:%' and data->>'shopDomain' = $1`,
      [shopDomain],
    );
    await tx.query(
      'delete from webhook_attempts where delivery_id in (select delivery_id from webhook_deliveries where shop_domain = $1)',
      [shopDomain],
    );
    await tx.query('delete from webhook_deliveries where shop_domain = $1', [shopDomain]);
    await tx.query('delete from webhook_items where shop_domain = $1', [shopDomain]);
    await tx.query('delete from webhook_endpoints where shop_domain = $1', [shopDomain]);
  },
});
