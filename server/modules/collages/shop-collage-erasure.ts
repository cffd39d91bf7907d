import type { Transaction } from '../../db/database';
import { eraseShopDocuments } from '../creator-pages';
import { removeCollageFiles } from './collage-files';
import type { AccountErasure, Services } from '../../services';
import { mediaDirectory } from '../galleries';

/** Deleting an account erases its collages (creator-pages/document-erasure.ts) and every picture they were rendered to; answers how many. */
export async function eraseShopCollages(tx: Transaction, shopDomain: string, mediaDirectory: string): Promise<number> {
  await removeCollageFiles(tx, mediaDirectory, { shopDomain });
  return eraseShopDocuments(tx, shopDomain, { streamPrefix: 'collage', tables: ['collage_links', 'collages'] });
}

/** Account erasure: the shop's collages (their rendered pictures under MEDIA_DIR too). */
export const collagesErasure = (services: Services): AccountErasure => ({
  erase: async (tx, { shopDomain }) => ({
    collages: shopDomain ? await eraseShopCollages(tx, shopDomain, mediaDirectory(services.config)) : 0,
  }),
});
