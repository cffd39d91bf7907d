/** The product search of the pickers (landing page product blocks, bio post products): My Shop or the catalog. */
import { productList } from '../api/catalog';
import { getProducts } from '../api/products';
import type { ProductChoice, ProductSource } from '../domain/landing-pages';

export type PickerProduct = Awaited<ReturnType<typeof getProducts>>['list'][number];

/** Products the picker lists at a time. */
export const PICKER_RESULTS = 20;

/** What a product picker's modal sends its machine (the landing page editor's, the bio posts'). */
export type ProductPickerEvent =
  | { type: 'picker.close' }
  | { type: 'picker.source'; source: ProductSource }
  | { type: 'picker.keyword'; value: string }
  | { type: 'picker.search' }
  | { type: 'picker.choose'; productId: string };

export interface ProductQuery {
  source: ProductSource;
  keyword: string;
}

/** The first products of My Shop or the catalog matching the keyword. */
export async function searchProducts(
  { source, keyword }: ProductQuery,
  signal?: AbortSignal,
): Promise<PickerProduct[]> {
  const query = { pageNum: 1, pageSize: PICKER_RESULTS, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
  const page =
    source === 'shop'
      ? await getProducts(query, { signal, ignoreErrors: true })
      : await productList(query, { signal, ignoreErrors: true });
  return page.list;
}

/** A listed product as a choice (a landing block's product, a post's product). */
export function productChoice(product: PickerProduct, source: ProductSource): ProductChoice {
  return {
    id: product.id,
    source,
    title: product.title,
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
    ...(product.price ? { price: product.price } : {}),
    ...(product.url ? { url: product.url } : {}),
  };
}
