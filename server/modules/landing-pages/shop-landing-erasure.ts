import type { Transaction } from '../../db/database';
import { eraseShopDocuments } from '../creator-pages';
import type { AccountErasure } from '../../services';

/** Deleting an account erases its landing pages (creator-pages/document-erasure.ts); answers how many. */
export const eraseShopLandingPages = (tx: Transaction, shopDomain: string): Promise<number> =>
  eraseShopDocuments(tx, shopDomain, { streamPrefix: 'landing-page', tables: ['landing_links', 'landing_pages'] });

/** Account erasure: the shop's landing pages. */
export const landingPagesErasure = (): AccountErasure => ({
  erase: async (tx, { shopDomain }) => ({ landingPages: shopDomain ? await eraseShopLandingPages(tx, shopDomain) : 0 }),
});
