import type { components } from '../../../src/generated/api';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import { clicksOfLinks, listShortLinks, shortLinksOf, shortLinkView, type ShortLinkRow } from '../short-links';

/**
 * The deep links of a shop (the links tag's deeplink calls and the bio home's count): short links of kind
 * `deep`, made by the short-links calls with kind deep. What a phone gets when it opens one is deep-link-page.ts.
 */

type Schemas = components['schemas'];

/** deeplink/list answers every deep link up to this many (ShortLinkList: "at most 500"). */
export const DEEP_LINK_LIST_LIMIT = 500;

export function createDeepLinkOperations(services: Services): OperationHandlers {
  const { database: db } = services;
  const links = shortLinksOf(services);

  async function views(ctx: RequestContext, rows: readonly ShortLinkRow[]): Promise<Schemas['ShortLink'][]> {
    const clicks = await clicksOfLinks(
      db,
      rows.map((row) => row.code),
    );
    const base = links.baseUrl(requestOrigin(ctx));
    return rows.map((row) => shortLinkView(row, clicks.get(row.code) ?? 0, base));
  }

  return {
    async deeplinkList(ctx) {
      const { rows } = await listShortLinks(db, shopOf(ctx), { kind: 'deep', pageSize: DEEP_LINK_LIST_LIMIT });
      return { list: await views(ctx, rows) } satisfies Schemas['ShortLinkList'];
    },

    async listByPage(ctx) {
      const body = (ctx.body ?? {}) as Schemas['LinkPageQuery'];
      const { limit, offset } = pageRequest(body);
      const { rows, total } = await listShortLinks(db, shopOf(ctx), {
        kind: 'deep',
        keyword: body.keyword,
        pageSize: limit,
        pageNum: offset / limit + 1,
      });
      return { list: await views(ctx, rows), total } satisfies Schemas['ShortLinkPage'];
    },

    async count(ctx) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from short_links where shop_domain = $1 and kind = 'deep' and deleted_at is null",
        [shopOf(ctx)],
      );
      return { count: Number(rows[0]?.n ?? 0) } satisfies Schemas['Count'];
    },
  };
}
