import type { Transaction } from '../../db/database';
import { eraseShopDocuments } from '../creator-pages/document-erasure';
import { removeCollageFiles } from './collage-files';

/** Deleting an account erases its collages (creator-pages/document-erasure.ts) and every picture they were rendered to; answers how many. */
export async function eraseShopCollages(tx: Transaction, shopDomain: string, mediaDirectory: string): Promise<number> {
  await removeCollageFiles(tx, mediaDirectory, { shopDomain });
  return eraseShopDocuments(tx, shopDomain, { streamPrefix: 'collage', tables: ['collage_links', 'collages'] });
}
