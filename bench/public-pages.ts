import { pngOf } from '../tests/support/media-fixtures';
import { creatorWithShortLink, post } from '../tests/support/server-process';

/**
 * Public pages of the audience made through the API on a running server, each by a creator of its own: what the
 * Lighthouse row scores and `npm run screens` photographs. Each answers the page's path.
 */

export { bioPageOf, pageWithButtons } from './bio-page-bench';
export { landingPage } from './landing-page-bench';

/** A published gallery of six pictures, each tile a link; answers its path. */
export async function galleryPage(baseUrl: string): Promise<string> {
  const creator = await creatorWithShortLink(baseUrl);
  const form = new FormData();
  for (let i = 0; i < 6; i += 1) {
    form.append('files', new Blob([await pngOf(600, 600, ['#D97757', '#3366CC', '#2E8B57'][i % 3])]), `${i}.png`);
  }
  const res = await fetch(`${baseUrl}/gallery/upload_media`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${creator.token}` },
  });
  const uploaded = (await res.json()) as { data: { list: Array<{ id: string }> } };
  const tiles = uploaded.data.list.map((m, i) => ({
    mediaId: m.id,
    title: `Look ${i + 1}`,
    url: `https://shop.example.com/look/${i + 1}`,
  }));
  const gallery = await post<{ id: string; slug: string }>(
    baseUrl,
    '/gallery/create',
    { title: 'Summer looks', tiles },
    creator.token,
  );
  await post(baseUrl, '/gallery/update', { id: gallery.id, published: true }, creator.token);
  return `/g/${gallery.slug}`;
}

/** A collage of four shop products; answers its path. */
export async function collagePage(baseUrl: string): Promise<string> {
  const creator = await creatorWithShortLink(baseUrl);
  const items = [];
  for (const asin of ['B0LIGHT001', 'B0LIGHT002', 'B0LIGHT003', 'B0LIGHT004']) {
    const added = await post<{ product: { id: string } }>(
      baseUrl,
      '/app/product/add_product',
      { url: `https://www.amazon.com/dp/${asin}` },
      creator.token,
    );
    items.push({ productId: added.product.id });
  }
  const collage = await post<{ slug: string }>(
    baseUrl,
    '/collage/create',
    { title: 'Desk setup', items },
    creator.token,
  );
  return `/k/${collage.slug}`;
}
