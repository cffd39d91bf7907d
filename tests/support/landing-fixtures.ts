import type { LandingPage } from '../../src/machines/landing-page-calls';
import type { LandingStats } from '../../src/machines/landing-page-stats.machine';

/** A saved landing page as landing/detail answers it: a heading, a product card and a button. */
export const landingPage = (over: Partial<LandingPage> = {}): LandingPage => ({
  id: 'lp-1',
  slug: 'summer-picks',
  url: 'http://127.0.0.1/l/summer-picks',
  title: 'Summer picks',
  blocks: [
    { type: 'heading', text: 'Two things I love' },
    {
      type: 'product',
      product: {
        id: 'p1',
        source: 'shop',
        title: 'Trail Water Bottle',
        brand: 'Trail',
        price: { amountCents: 1999, currency: 'USD' },
      },
      url: 'https://www.amazon.com/dp/B0E2ESHOP1?tag=jane-20',
      shortUrl: 'http://127.0.0.1/s/Ab3dE7xQ1234',
    },
    { type: 'button', title: 'My blog', url: 'https://blog.example.com/', shortUrl: 'http://127.0.0.1/s/Ab3dE7xQ5678' },
  ],
  published: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** landing/stats of one day: two views, one click on the product (block 2). */
export const landingStats = (over: Partial<LandingStats> = {}): LandingStats => ({
  views: 2,
  clicks: 1,
  clickThroughRate: 0.5,
  days: [{ date: '2026-11-25', views: 2, clicks: 1 }],
  blocks: [
    { index: 1, type: 'product', label: 'Trail Water Bottle', clicks: 1 },
    { index: 2, type: 'button', label: 'My blog', clicks: 0 },
  ],
  ...over,
});
