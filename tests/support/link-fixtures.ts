import type { DeepLink } from '../../src/machines/deep-link-create.machine';

/** A deep link as the shortlinks calls answer it (an Amazon product with the tracking id jane-20). */
export const deepLink = (code: string, extra: Partial<DeepLink> = {}): DeepLink => ({
  id: code,
  code,
  shortUrl: `http://127.0.0.1/s/${code}`,
  originalUrl: 'https://www.amazon.com/dp/B08N5WRWNW?tag=jane-20',
  kind: 'deep',
  trackingId: 'jane-20',
  clicks: 0,
  createdAt: '2026-11-21T17:00:00.000Z',
  ...extra,
});
