import type { Projection } from '../../events/projections';
import type { CombinedLinkEvent } from './combined-link-decider';

/** combined_links: the live combined links of every shop, read by the /c/{code} page and the shop's list. */
export const combinedLinksProjection: Projection<CombinedLinkEvent> = {
  name: 'combined-links',
  tables: ['combined_links'],
  handles: ['CombinedLinkCreated', 'CombinedLinkDeleted'],
  async apply(tx, event) {
    if (event.type === 'CombinedLinkDeleted') {
      await tx.query('delete from combined_links where code = $1', [event.data.code]);
      return;
    }
    const d = event.data;
    await tx.query(
      'insert into combined_links (code, shop_domain, title, short_link_codes, created_at, position) values ($1, $2, $3, $4::text[], $5, $6)',
      [d.code, d.shopDomain, d.title, d.shortLinkCodes, d.createdAt, event.position],
    );
  },
};
