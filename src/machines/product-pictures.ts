/**
 * A product's picture for a bio button: its brand's logo on Linkmint's own origin, the picture the product cards
 * draw (catalog products have no photo of their own). A product's own imageUrl (a retailer's address) is never
 * used: the bio page shows only pictures of the shop's, so a product whose brand has no logo has no picture here.
 */
import { getBrandLogoList } from '../api/catalog';
import { brandLogoOf } from '../domain/catalog-browse';
import { searchProducts, type PickerProduct, type ProductQuery } from './product-search';

/** Every brand the logo list can answer in one page (the contract's largest page). */
const BRAND_PAGE = 100;

/** The picker's products, each with its brand's logo as its imageUrl, or with none when its brand has no logo. */
export async function searchProductPictures(query: ProductQuery, signal?: AbortSignal): Promise<PickerProduct[]> {
  const [products, brands] = await Promise.all([
    searchProducts(query, signal),
    getBrandLogoList({ query: { pageSize: BRAND_PAGE } }, { signal, ignoreErrors: true }),
  ]);
  return products.map(({ imageUrl: _own, ...product }) => {
    const logo = brandLogoOf(product.brand, brands.list);
    return logo ? { ...product, imageUrl: logo } : product;
  });
}
