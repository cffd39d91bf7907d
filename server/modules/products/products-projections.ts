import type { Projection } from '../../events/projections';
import type { CollectionEvent } from './collection-decider';
import type { ShopProductEvent } from './shop-products-decider';

/** shop_products: every product a shop added, removed ones marked (see the migration). */
export const shopProductsProjection: Projection<ShopProductEvent> = {
  name: 'shop-products',
  tables: ['shop_products'],
  handles: ['ShopProductAdded', 'ShopProductPriceUpdated', 'ShopProductShelfChanged', 'ShopProductsDeleted'],
  async apply(tx, event) {
    switch (event.type) {
      case 'ShopProductAdded': {
        const d = event.data;
        await tx.query(
          `insert into shop_products (product_id, shop_domain, task_id, retailer, item_id, url, source, title, brand, catalog_id,
             price_cents, price_currency, original_price_cents, original_price_currency, commission_rate, added_at, updated_at, position)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$16,$17)`,
          [
            d.productId,
            d.shopDomain,
            d.taskId,
            d.retailer,
            d.itemId,
            d.url,
            d.source,
            d.title,
            d.brand ?? null,
            d.catalogId ?? null,
            d.price?.amountCents ?? null,
            d.price?.currency ?? null,
            d.originalPrice?.amountCents ?? null,
            d.originalPrice?.currency ?? null,
            d.commissionRate ?? null,
            d.addedAt,
            event.position,
          ],
        );
        return;
      }
      case 'ShopProductPriceUpdated':
        await tx.query(
          'update shop_products set price_cents = $2, price_currency = $3, updated_at = $4 where product_id = $1',
          [event.data.productId, event.data.price.amountCents, event.data.price.currency, event.data.updatedAt],
        );
        return;
      case 'ShopProductShelfChanged':
        await tx.query('update shop_products set shelved = $2, updated_at = $3 where product_id = $1', [
          event.data.productId,
          !event.data.onShelf,
          event.data.changedAt,
        ]);
        return;
      case 'ShopProductsDeleted':
        await tx.query('update shop_products set deleted_at = $2, updated_at = $2 where product_id = any($1::text[])', [
          event.data.productIds,
          event.data.deletedAt,
        ]);
        return;
    }
  },
};

/** collections and collection_products. */
export const collectionsProjection: Projection<CollectionEvent> = {
  name: 'collections',
  tables: ['collections', 'collection_products'],
  handles: ['CollectionCreated', 'CollectionEdited', 'CollectionProductsChanged', 'CollectionDeleted'],
  async apply(tx, event) {
    switch (event.type) {
      case 'CollectionCreated': {
        const d = event.data;
        await tx.query(
          `insert into collections (collection_id, shop_domain, name, description, cover_image_id, cover_content_type, platform,
             group_link_code, created_at, updated_at, position)
           values ($1, $2, $3, $4, $5, $6, 'linkmint', $7, $8, $8, $9)`,
          [
            d.collectionId,
            d.shopDomain,
            d.name,
            d.description ?? null,
            d.cover?.imageId ?? null,
            d.cover?.contentType ?? null,
            d.groupLinkCode,
            d.createdAt,
            event.position,
          ],
        );
        return;
      }
      case 'CollectionEdited': {
        const d = event.data;
        await tx.query(
          `update collections set name = $2, description = $3, cover_image_id = coalesce($4, cover_image_id),
             cover_content_type = coalesce($5, cover_content_type), updated_at = $6
           where collection_id = $1`,
          [
            d.collectionId,
            d.name,
            d.description ?? null,
            d.cover?.imageId ?? null,
            d.cover?.contentType ?? null,
            d.editedAt,
          ],
        );
        return;
      }
      case 'CollectionProductsChanged': {
        const d = event.data;
        if (d.removed.length > 0) {
          await tx.query('delete from collection_products where collection_id = $1 and product_id = any($2::text[])', [
            d.collectionId,
            d.removed,
          ]);
        }
        if (d.added.length > 0) {
          // Products added together keep their order: the log position, then their place in the list.
          await tx.query(
            `insert into collection_products (collection_id, product_id, added_at, position)
             select $1, u.product_id, $3, $4::bigint * 1000 + u.ord from unnest($2::text[]) with ordinality as u(product_id, ord)`,
            [d.collectionId, d.added, d.changedAt, event.position],
          );
        }
        await tx.query('update collections set updated_at = $2 where collection_id = $1', [
          d.collectionId,
          d.changedAt,
        ]);
        return;
      }
      case 'CollectionDeleted':
        await tx.query('delete from collection_products where collection_id = $1', [event.data.collectionId]);
        await tx.query('delete from collections where collection_id = $1', [event.data.collectionId]);
        return;
    }
  },
};
