import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { requestOrigin, shopOf, type OperationHandler } from '../../operations';
import type { Services } from '../../services';
import { shortLinksOf } from '../short-links';
import { shopProductById } from './product-queries';

type Schemas = components['schemas'];

export const SHORT_LINK_PRODUCT_MISSING =
  'This product is not in your shop (it may have been deleted). Add it again first.';

/**
 * create_product_shortlink_v2: a shop product's short link, its address with the asked or preselected tracking id,
 * filed under the product's source. It lives with the products (which it reads) and makes the link through the
 * short-links module, so that module needs nothing of this one.
 */
export function productShortLinkOperation(services: Services): OperationHandler {
  const links = shortLinksOf(services);
  return async (ctx) => {
    const body = ctx.body as Schemas['ProductShortLinkRequest'];
    const shopDomain = shopOf(ctx);
    const product = await shopProductById(services.database, shopDomain, body.productId);
    if (!product) throw notFound(SHORT_LINK_PRODUCT_MISSING);
    const row = await links.linkForProduct({
      shopDomain,
      url: product.url,
      ...(body.trackingId !== undefined ? { trackingId: body.trackingId } : {}),
      kind: body.kind ?? 'short',
      source: product.source,
      title: product.title.slice(0, 200),
      productId: product.product_id,
      now: ctx.now,
    });
    return links.view(row, links.baseUrl(requestOrigin(ctx)));
  };
}
