/**
 * Reads of one collection shared by the linked-content flows (saveLink, selectProducts, imgEditor): the contract
 * has no detail call for a collection, so it is found in the shop's pages of collections.
 */
import { getCollectionProducts, getCollections } from '../api/collections';
import { LINK_PAGE_TEXTS, MAX_PAGE_SIZE } from '../domain/link-pages';
import { CreatorFacingError } from '../domain/creator-facing-error';

export type CollectionView = Awaited<ReturnType<typeof getCollections>>['list'][number];
export type CollectionProduct = Awaited<ReturnType<typeof getCollectionProducts>>['list'][number];

/** A shop has at most 500 collections: five pages of 100. */
const MAX_COLLECTION_PAGES = 5;

export async function loadCollection(collectionId: string, signal?: AbortSignal): Promise<CollectionView> {
  for (let pageNum = 1; pageNum <= MAX_COLLECTION_PAGES; pageNum += 1) {
    const page = await getCollections(
      { pageNum, pageSize: MAX_PAGE_SIZE },
      { ignoreErrors: true, ...(signal ? { signal } : {}) },
    );
    const found = page.list.find((collection) => collection.id === collectionId);
    if (found) return found;
    if (pageNum * MAX_PAGE_SIZE >= page.total) break;
  }
  throw new CreatorFacingError(LINK_PAGE_TEXTS.collectionMissing);
}

/** Every product of a collection (at most 200: two pages). */
export async function loadCollectionProducts(collectionId: string, signal?: AbortSignal): Promise<CollectionProduct[]> {
  const products: CollectionProduct[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await getCollectionProducts(
      { collectionId, pageNum, pageSize: MAX_PAGE_SIZE },
      { ignoreErrors: true, ...(signal ? { signal } : {}) },
    );
    products.push(...page.list);
    if (page.list.length === 0 || products.length >= page.total) return products;
  }
}
