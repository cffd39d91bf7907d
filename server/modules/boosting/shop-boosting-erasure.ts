import type { Transaction } from '../../db/database';
import { RESULTS_STREAM } from './results-import';
import type { AccountErasure } from '../../services';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): its shop's boosting. Every event of the shop's
 * drafts and applications (contents, tracking ids, budget, the creator's note, the reviewer's reasons) becomes
 * { redacted: true }; the projections and the decider skip such events, so a rebuild agrees and no command
 * reaches them again. The shop's rows leave the results imports' events (an import also holds other shops'
 * rows): the results of applications that no longer exist have no one to show them to. The shop's rows of the
 * read tables go in the same transaction. Like the clicks, the events are found by a scan: deletions are rare.
 */
export async function eraseShopBoosting(tx: Transaction, shopDomain: string): Promise<void> {
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true)
     where stream_id like 'boosting:%' and data->>'shopDomain' = $1`,
    [shopDomain],
  );
  await tx.query(
    `update events set data = jsonb_set(data, '{rows}',
       (select coalesce(jsonb_agg(r.row order by r.n), '[]'::jsonb) from jsonb_array_elements(data->'rows') with ordinality as r(row, n)
        where r.row->>'shopDomain' <> $1))
     where stream_id = $2 and exists (select 1 from jsonb_array_elements(data->'rows') as r(row) where r.row->>'shopDomain' = $1)`,
    [shopDomain, RESULTS_STREAM],
  );
  for (const table of [
    'boosting_applications',
    'boosting_application_tracking_ids',
    'boosting_drafts',
    'boosting_results',
  ]) {
    await tx.query(`delete from ${table} where shop_domain = $1`, [shopDomain]);
  }
}

/** Account erasure: the shop's boosting drafts, applications (notes and reviewers' reasons with them) and results. */
export const boostingErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => {
    if (shopDomain) await eraseShopBoosting(tx, shopDomain);
  },
});
