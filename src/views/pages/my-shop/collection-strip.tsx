import { Link } from 'react-router-dom';
import { collectionPath, MY_SHOP_CREATE_PATH } from '../../../domain/shop-products';
import type { ShopCollection } from '../../../machines/shop-calls';
import { Icon } from '../../components/icon';
import './shop-pages.css';

/** The shop's collections as a row of tiles, with 'New collection' first. */
export function CollectionStrip({
  collections,
  total,
  loading,
}: {
  collections: readonly ShopCollection[];
  total: number;
  loading: boolean;
}) {
  return (
    <section className="lm-shop-section" aria-label="Collections">
      <div className="lm-shop-section__head">
        <h2>Collections{total > 0 ? ` (${total})` : ''}</h2>
      </div>
      <div className="lm-collection-strip" aria-busy={loading}>
        <Link className="lm-collection-tile lm-collection-tile--new" to={MY_SHOP_CREATE_PATH}>
          <Icon name="plus" size={22} />
          New collection
        </Link>
        {collections.map((collection) => (
          <Link
            key={collection.id}
            className="lm-collection-tile"
            to={collectionPath(collection.id)}
            aria-label={`Collection ${collection.name}`}
          >
            <span
              className="lm-collection-tile__cover"
              style={collection.coverUrl ? { backgroundImage: `url("${collection.coverUrl}")` } : undefined}
            >
              {!collection.coverUrl && <Icon name="links" size={26} />}
            </span>
            <span className="lm-collection-tile__name">{collection.name}</span>
            <span className="lm-collection-tile__count">
              {collection.productCount === 1 ? '1 product' : `${collection.productCount} products`}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
