import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from '../../db/database';
import { eraseShopDocuments } from '../creator-pages/document-erasure';

/** Deleting an account erases its collages (creator-pages/document-erasure.ts) and their rendered pictures. */
export async function eraseShopCollages(tx: Transaction, shopDomain: string, mediaDirectory: string): Promise<void> {
  const { rows } = await tx.query<{ file: string }>(`select content->>'imageFile' as file from collages where shop_domain = $1`, [shopDomain]);
  await eraseShopDocuments(tx, shopDomain, { streamPrefix: 'collage', tables: ['collage_links', 'collages'] });
  await Promise.all(rows.map((row) => rm(join(mediaDirectory, row.file), { force: true })));
}
