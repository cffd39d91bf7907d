import { creatorWithShortLink, post } from '../tests/support/server-process';
import { pageBench } from './page-bench';

/**
 * A public landing page under load (page-bench.ts): a heading, text, two product cards, three buttons and a list of
 * five links, published; GET /l/{slug}, each answer counting a view. Target (issue 17): at least 0.3 of the bare
 * rate, like the bio page, and under 20 kB on the wire.
 */

export const LANDING_PAGE_TARGET_RATIO = 0.3;
export const LANDING_PAGE_MAX_BYTES = 20 * 1024;

/** A creator's published landing page as the bench measures it; answers its path. */
export async function landingPage(baseUrl: string): Promise<string> {
  const creator = await creatorWithShortLink(baseUrl);
  const products: string[] = [];
  for (const asin of ['B0BENCH001', 'B0BENCH002']) {
    products.push(
      (
        await post<{ product: { id: string } }>(
          baseUrl,
          '/app/product/add_product',
          { url: `https://www.amazon.com/dp/${asin}` },
          creator.token,
        )
      ).product.id,
    );
  }
  const blocks = [
    { type: 'heading', text: 'My everyday kit' },
    { type: 'text', text: 'The things I reach for every single day, and why I keep buying them again.' },
    ...products.map((productId) => ({ type: 'product', productId, productSource: 'shop' })),
    ...[1, 2, 3].map((n) => ({
      type: 'button',
      title: `Watch part ${n}`,
      url: `https://www.youtube.com/watch?v=bench${n}`,
    })),
    {
      type: 'links',
      title: 'More from me',
      links: [1, 2, 3, 4, 5].map((n) => ({ title: `Post ${n}`, url: `https://blog.example.com/posts/${n}` })),
    },
  ];
  const page = await post<{ id: string; slug: string }>(
    baseUrl,
    '/landing/create',
    { title: 'Everyday kit', description: 'What I use every day.', blocks },
    creator.token,
  );
  await post(baseUrl, '/landing/publish', { id: page.id }, creator.token);
  return `/l/${page.slug}`;
}

export const landingPageBench = () =>
  pageBench({
    about: 'A landing page with a heading, text, 2 product cards, 3 buttons and 5 links, each GET counted as a view',
    name: 'Linkmint /l/{slug}, embedded database',
    makePage: landingPage,
    targetRatio: LANDING_PAGE_TARGET_RATIO,
    maxBytes: LANDING_PAGE_MAX_BYTES,
  });
