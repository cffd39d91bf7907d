import type { AccountErasure } from '../../services';

/** Account erasure: the shop's keys stop working and their events keep only { redacted: true }. */
export const apiKeysErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (!shopDomain) return;
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true)
       where stream_id like 'api-key:%' and data->>'shopDomain' = $1`,
      [shopDomain],
    );
    await tx.query('delete from api_key_use where key_id in (select key_id from api_keys where shop_domain = $1)', [
      shopDomain,
    ]);
    await tx.query('delete from api_keys where shop_domain = $1', [shopDomain]);
  },
});
