import { randomUUID } from 'node:crypto';
import { linkClick, shortLinksOf, SHORT_LINK_CLICK } from '../../server/modules/short-links';
import type { Services } from '../../server/services';

/** A visitor's phone: a click without a browser's User-Agent counts as a bot's, which plans do not count. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * `count` visitor clicks on a shop's link, recorded through the short-links module as its /s/{code} redirect
 * records them (the same LinkClicked events, batched by its group commit): for tests that need hundreds.
 */
export async function recordClicks(
  services: Services,
  shopDomain: string,
  linkId: string,
  count: number,
  at = new Date(),
): Promise<void> {
  const links = shortLinksOf(services);
  await Promise.all(
    Array.from({ length: count }, () =>
      links.recordClick(
        linkClick(
          { linkType: SHORT_LINK_CLICK, linkId, shopDomain },
          { clickId: randomUUID(), at, userAgent: PHONE_USER_AGENT },
        ),
      ),
    ),
  );
}
