/**
 * The lists the link pages read page by page, each the paged-list chart with its own call: the shop's products,
 * a collection's products, the shop's collections, its group links (searchable) and its combined links.
 */
import { combinelinkList } from '../api/combined-links';
import { getCollectionProducts, getCollections } from '../api/collections';
import { grouplinkListV2 } from '../api/group-links';
import { getProducts } from '../api/products';
import { createPagedListMachine, type PageRequest } from './paged-list.machine';

export type ShopProduct = Awaited<ReturnType<typeof getProducts>>['list'][number];
export type ShopCollection = Awaited<ReturnType<typeof getCollections>>['list'][number];
export type GroupLinkItem = Awaited<ReturnType<typeof grouplinkListV2>>['list'][number];
export type CombinedLinkItem = Awaited<ReturnType<typeof combinelinkList>>['list'][number];

const paging = ({ pageNum, pageSize }: PageRequest) => ({ pageNum, pageSize });
const keywordOf = ({ keyword }: PageRequest) => (keyword === '' ? {} : { keyword });
const quiet = (signal: AbortSignal) => ({ signal, ignoreErrors: true });

export const shopProductsList = createPagedListMachine<ShopProduct>('shopProducts', (request, signal) =>
  getProducts({ ...paging(request), ...keywordOf(request) }, quiet(signal)),
);

/** A collection's products (the scope is the collection's id); the call takes no keyword. */
export const collectionProductsList = createPagedListMachine<ShopProduct>('collectionProducts', (request, signal) =>
  getCollectionProducts({ collectionId: request.scope ?? '', ...paging(request) }, quiet(signal)),
);

export const collectionsList = createPagedListMachine<ShopCollection>('shopCollections', (request, signal) =>
  getCollections({ ...paging(request) }, quiet(signal)),
);

export const groupLinksList = createPagedListMachine<GroupLinkItem>('groupLinks', (request, signal) =>
  grouplinkListV2({ ...paging(request), ...keywordOf(request) }, quiet(signal)),
);

export const combinedLinksList = createPagedListMachine<CombinedLinkItem>('combinedLinks', (request, signal) =>
  combinelinkList({ ...paging(request) }, quiet(signal)),
);
