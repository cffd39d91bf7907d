import type { Transaction } from '../../db/database';

/**
 * Part of deleting an account (accounts module, auth-erasure.ts): the shop's documents of one kind (landing pages,
 * galleries, collages) go. Their events keep only { redacted: true } (the projections and the decider skip them, so
 * a rebuild agrees) and their rows and tracked codes go; the clicks on those codes are erased with the shop's clicks.
 * Answers how many documents went: the rows of the last table named, the documents' own.
 */
export async function eraseShopDocuments(
  tx: Transaction,
  shopDomain: string,
  kind: { streamPrefix: string; tables: readonly [...string[], string] },
): Promise<number> {
  await tx.query(
    `update events set data = jsonb_build_object('redacted', true) where stream_id like $1 and data->>'shopDomain' = $2`,
    [`${kind.streamPrefix}:%`, shopDomain],
  );
  let removed = 0;
  for (const table of kind.tables)
    removed = (await tx.query(`delete from ${table} where shop_domain = $1`, [shopDomain])).rowCount;
  return removed;
}
