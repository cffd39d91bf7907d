import type { Queryable } from '../../db/database';
import { SHOP_PRODUCT_COLUMNS, type ShopProductRow } from './product-details';

/** Reads of the shop_products table shared by the product and collection operations. */

/** A live product of the shop by id; another shop's product is as unknown as a missing one. */
export async function shopProductById(
  db: Queryable,
  shopDomain: string,
  productId: string,
): Promise<ShopProductRow | undefined> {
  const { rows } = await db.query<ShopProductRow>(
    `select ${SHOP_PRODUCT_COLUMNS} from shop_products p where p.product_id = $1 and p.shop_domain = $2 and p.deleted_at is null`,
    [productId, shopDomain],
  );
  return rows[0];
}

/** The ids among `productIds` that are live products of the shop. */
export async function liveProductIds(
  db: Queryable,
  shopDomain: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const { rows } = await db.query<{ product_id: string }>(
    'select product_id from shop_products where shop_domain = $1 and product_id = any($2::text[]) and deleted_at is null',
    [shopDomain, [...productIds]],
  );
  return new Set(rows.map((row) => row.product_id));
}
