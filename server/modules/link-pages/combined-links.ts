import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import { notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import type { Catalog } from '../catalog';
import { clicksOfLinks, newShortCode, shortLinksOf, shortLinkView, type ShortLinkRow } from '../short-links';
import { notFoundPage, onePageResponse, pageRequestOf, renderPage } from '../../audience-page';
import {
  COMBINED_LINK_MESSAGES,
  CombinedCodeTakenError,
  combinedLinkDecider,
  combinedLinkStream,
  shortLinkCodesOf,
} from './combined-link-decider';
import { countPageVisit, entryTitle, handleOfShop, listPageBody, visitorOf, type PageEntry } from './link-entries';

/** Combined links (combinelinks tag) and their page GET /c/{code}. A combined link's id is its code. */

type Schemas = components['schemas'];

/** Visits of a combined-link page are clicks of this link type (short-links module's counters). */
export const COMBINED_LINK_CLICK = 'combined-link';

interface CombinedRow {
  code: string;
  shop_domain: string;
  title: string;
  short_link_codes: string[];
  created_at: Date;
}

type LinkRow = ShortLinkRow & { product_title: string | null };

/** The short links behind combined links, deleted ones too (a combined link shows what it was made of). */
async function shortLinksByCode(db: Queryable, codes: readonly string[]): Promise<Map<string, LinkRow>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<LinkRow>(
    `select s.code, s.shop_domain, s.kind, s.retailer, s.retailer_item_id, s.normalized_url, s.destination, s.tracking_id, s.source,
            s.title, s.product_id, s.created_at, s.deleted_at, p.title as product_title
     from short_links s left join shop_products p on p.product_id = s.product_id and p.shop_domain = s.shop_domain
     where s.code = any($1::text[])`,
    [[...new Set(codes)]],
  );
  return new Map(rows.map((row) => [row.code, row]));
}

export function createCombinedLinkOperations(services: Services, catalog: Catalog): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const links = shortLinksOf(services);
  const handle = createCommandHandler(store, combinedLinkDecider);
  const baseUrl = (ctx: RequestContext) => links.baseUrl(requestOrigin(ctx));

  async function views(rows: readonly CombinedRow[], base: string): Promise<Schemas['CombineLink'][]> {
    const codes = rows.flatMap((row) => row.short_link_codes);
    const [shortLinks, linkClicks, pageClicks] = await Promise.all([
      shortLinksByCode(db, codes),
      clicksOfLinks(db, codes),
      clicksOfLinks(
        db,
        rows.map((row) => row.code),
        COMBINED_LINK_CLICK,
      ),
    ]);
    return rows.map((row) => ({
      id: row.code,
      code: row.code,
      url: `${base}/c/${row.code}`,
      title: row.title,
      shortLinks: row.short_link_codes.flatMap((code) => {
        const link = shortLinks.get(code);
        return link ? [shortLinkView(link, linkClicks.get(code) ?? 0, base)] : [];
      }),
      clicks: pageClicks.get(row.code) ?? 0,
      createdAt: row.created_at.toISOString(),
    }));
  }

  async function ownRow(ctx: RequestContext, code: string): Promise<CombinedRow> {
    const { rows } = await db.query<CombinedRow>('select * from combined_links where code = $1 and shop_domain = $2', [
      code,
      shopOf(ctx),
    ]);
    if (!rows[0]) throw notFound(COMBINED_LINK_MESSAGES.unknown(code));
    return rows[0];
  }

  const renderCombinedLinkPage: OperationHandler = async (ctx) => {
    const { rows } = await db.query<CombinedRow>('select * from combined_links where code = $1', [
      ctx.params.code ?? '',
    ]);
    const row = rows[0];
    if (!row) return notFoundPage('Page');
    await countPageVisit(links, visitorOf(ctx), {
      linkType: COMBINED_LINK_CLICK,
      linkId: row.code,
      shopDomain: row.shop_domain,
    });
    const base = baseUrl(ctx);
    const [shortLinks, handleName] = await Promise.all([
      shortLinksByCode(db, row.short_link_codes),
      handleOfShop(db, row.shop_domain),
    ]);
    // A short link deleted since is left off the page: its address answers 404.
    const entries = row.short_link_codes.flatMap((code): PageEntry[] => {
      const link = shortLinks.get(code);
      if (!link || link.deleted_at) return [];
      return [
        { title: entryTitle(catalog, link, link.product_title), url: `${base}/s/${code}`, retailer: link.retailer },
      ];
    });
    return onePageResponse(
      renderPage({ title: row.title, body: listPageBody({ title: row.title, handle: handleName, entries }) }),
      pageRequestOf(ctx),
    );
  };

  return {
    async combinelinkCreate(ctx) {
      const body = ctx.body as Schemas['CombineLinkForm'];
      const shopDomain = shopOf(ctx);
      const codes = shortLinkCodesOf(body.shortLinkIds);
      const { rows } = await db.query<{ code: string }>(
        'select code from short_links where shop_domain = $1 and code = any($2::text[]) and deleted_at is null',
        [shopDomain, codes],
      );
      const live = new Set(rows.map((row) => row.code));
      const missing = codes.filter((code) => !live.has(code));
      if (missing.length > 0) throw notFound(COMBINED_LINK_MESSAGES.notYours(missing));
      for (let attempt = 1; ; attempt += 1) {
        const code = newShortCode();
        try {
          await handle(
            combinedLinkStream(code),
            { type: 'CreateCombinedLink', code, shopDomain, title: body.title, shortLinkCodes: codes },
            {
              now: ctx.now,
              metadata: { requestId: ctx.requestId },
            },
          );
        } catch (error) {
          if (error instanceof CombinedCodeTakenError && attempt < 5) continue;
          throw error;
        }
        const [view] = await views([await ownRow(ctx, code)], baseUrl(ctx));
        return view!;
      }
    },

    async combinelinkList(ctx) {
      const { limit, offset } = pageRequest(ctx.body as Schemas['ShopPageRequest']);
      const shopDomain = shopOf(ctx);
      const [list, count] = await Promise.all([
        db.query<CombinedRow>(
          'select * from combined_links where shop_domain = $1 order by position desc limit $2 offset $3',
          [shopDomain, limit, offset],
        ),
        db.query<{ n: number }>('select count(*)::int as n from combined_links where shop_domain = $1', [shopDomain]),
      ]);
      return {
        list: await views(list.rows, baseUrl(ctx)),
        total: Number(count.rows[0]?.n ?? 0),
      } satisfies Schemas['CombineLinkPage'];
    },

    async combinelinkDetail(ctx) {
      const [view] = await views([await ownRow(ctx, (ctx.body as Schemas['ShopIdRequest']).id)], baseUrl(ctx));
      return view!;
    },

    async combinelinkDelete(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const { events } = await handle(
        combinedLinkStream(id),
        { type: 'DeleteCombinedLink', code: id, shopDomain: shopOf(ctx) },
        { now: ctx.now },
      );
      const deleted = events.find((e) => e.type === 'CombinedLinkDeleted');
      return { id, deletedAt: deleted?.data.deletedAt ?? ctx.now.toISOString() } satisfies Schemas['Deletion'];
    },

    renderCombinedLinkPage,
  };
}
