import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ShopProduct } from '../../../machines/link-lists';
import type { productShortLinkMachine } from '../../../machines/product-short-link.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { RetailerIcon } from '../../components/retailer-icon';
import { ProductSummary } from './product-summary';

/** A shop product with Create link; once made, its short link with Copy and Details (product-short-link.machine.ts). */
export function ProductLinkRow({
  product,
  linker,
}: {
  product: ShopProduct;
  linker: ActorRefFrom<typeof productShortLinkMachine>;
}) {
  const link = useSelector(linker, (s) => s.context.links[product.id] ?? null);
  const pending = useSelector(linker, (s) => s.context.pending);
  const failure = useSelector(linker, (s) =>
    s.context.failure?.productId === product.id ? s.context.failure.message : null,
  );
  return (
    <div className="lm-row-item lm-product-row">
      {product.retailer && <RetailerIcon retailer={product.retailer} size={28} />}
      <div className="lm-row-item__main">
        <ProductSummary product={product} />
        {link && (
          <a
            className="lm-product-row__link"
            href={link.shortUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Short link of ${product.title}`}
          >
            {link.shortUrl}
          </a>
        )}
        {failure && (
          <p className="lm-product-row__failure" role="alert">
            {failure}
          </p>
        )}
      </div>
      <div className="lm-row-item__actions">
        {link ? (
          <>
            <CopyLinkButton url={link.shortUrl} />
            <button
              type="button"
              className="lm-button lm-row-item__button"
              onClick={() => linker.send({ type: 'productShortLink.open', code: link.code })}
            >
              Details
            </button>
          </>
        ) : (
          <button
            type="button"
            className="lm-button lm-row-item__button"
            disabled={pending !== null}
            aria-label={`Create link for ${product.title}`}
            onClick={() => linker.send({ type: 'productShortLink.create', productId: product.id })}
          >
            {pending === product.id ? 'Creating…' : 'Create link'}
          </button>
        )}
      </div>
    </div>
  );
}
