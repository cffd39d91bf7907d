import { CopyLinkButton } from '../../components/copy-link-button';
import type { CatalogProductDetail } from '../../../machines/catalog-product.machine';

/** The shop's links to this product made before (however they were made), with their clicks and Copy. */
export function ExistingLinks({ links, clicks }: { links: CatalogProductDetail['shortLinks']; clicks: number }) {
  if (links.length === 0) return null;
  return (
    <section className="lm-product-link" aria-label="Your links to this product">
      <h2>Your links to this product</h2>
      <p className="lm-catalog-count">
        {clicks === 1 ? '1 click in all' : `${clicks.toLocaleString('en-US')} clicks in all`}
      </p>
      <ul className="lm-product-links">
        {links.map((link) => (
          <li key={link.code}>
            <span className="lm-product-link__url">{link.shortUrl}</span>
            <span className="lm-catalog-count">
              {link.trackingId ? `Tracking ID ${link.trackingId}` : 'No tracking ID'} ·{' '}
              {link.clicks === 1 ? '1 click' : `${link.clicks.toLocaleString('en-US')} clicks`}
            </span>
            <CopyLinkButton url={link.shortUrl} />
          </li>
        ))}
      </ul>
    </section>
  );
}
