import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from '../../db/database';
import { eraseShopDocuments } from '../creator-pages';
import type { AccountErasure, Services } from '../../services';
import { mediaDirectory } from './media-store';

/**
 * Deleting an account erases its galleries (creator-pages/document-erasure.ts) and its media library: the upload
 * events keep only { redacted: true }, the rows go and so do the files under MEDIA_DIR. Answers how many galleries went.
 */
export async function eraseShopGalleries(tx: Transaction, shopDomain: string, mediaDirectory: string): Promise<number> {
  const galleries = await eraseShopDocuments(tx, shopDomain, {
    streamPrefix: 'gallery',
    tables: ['gallery_links', 'galleries'],
  });
  const { rows } = await tx.query<{ file: string; thumbnail: string | null }>(
    'select file, thumbnail from media_items where shop_domain = $1',
    [shopDomain],
  );
  await eraseShopDocuments(tx, shopDomain, { streamPrefix: 'media', tables: ['media_items'] });
  await Promise.all(
    rows
      .flatMap((row) => [row.file, ...(row.thumbnail ? [row.thumbnail] : [])])
      .map((file) => rm(join(mediaDirectory, file), { force: true })),
  );
  return galleries;
}

/** Account erasure: the shop's galleries and its media library (the files under MEDIA_DIR too). */
export const galleriesErasure = (services: Services): AccountErasure => ({
  erase: async (tx, { shopDomain }) => ({
    galleries: shopDomain ? await eraseShopGalleries(tx, shopDomain, mediaDirectory(services.config)) : 0,
  }),
});
