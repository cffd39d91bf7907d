import type { components } from '../../../src/generated/api';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Queryable } from '../../db/database';
import { notFound } from '../../errors';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { containsPattern, pageRequest } from '../../paging';
import type { Services } from '../../services';
import { COLLECTION_SELECT, coverUrl, type CollectionRow } from '../products';
import { clicksOfLinks, shortLinksOf } from '../short-links';
import { notFoundPage, onePageResponse, pageRequestOf, renderPage } from '../../audience-page';
import { countPageVisit, handleOfShop, listPageBody, type PageEntry, visitorOf } from './link-entries';

/**
 * Group links: every collection of a shop is published as a page at /gl/{code} listing its products, each
 * through the shop's tracked short link to it when there is one. The group link's id is its code.
 */

type Schemas = components['schemas'];

/** Visits of a group-link page are clicks of this link type (short-links module's counters). */
export const GROUP_LINK_CLICK = 'group-link';
export const GROUP_LINK_MESSAGES = { unknown: (id: string) => `There is no group link "${id}" in your shop.` } as const;

interface EntryRow {
  collection_id: string;
  retailer: Retailer;
  url: string;
  title: string;
  price_cents: number | null;
  price_currency: string | null;
  link_code: string | null;
}

/**
 * The products of each collection, newest first, each leading through the shop's newest live short link to
 * its retailer item (a link made from the product, a pasted address or a catalog item alike; one the earn rule tagged
 * before one kept untagged), else to the product page itself.
 */
async function entriesOf(
  db: Queryable,
  collectionIds: readonly string[],
  baseUrl: string,
): Promise<Map<string, PageEntry[]>> {
  const entries = new Map<string, PageEntry[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return entries;
  const { rows } = await db.query<EntryRow>(
    `select cp.collection_id, p.retailer, p.url, p.title, p.price_cents, p.price_currency,
       (select s.code from short_links s
        where s.shop_domain = p.shop_domain and s.retailer = p.retailer and s.retailer_item_id = p.item_id and s.deleted_at is null
        order by (s.tracking_id is not null) desc, s.created_at desc, s.code desc limit 1) as link_code
     from collection_products cp join shop_products p on p.product_id = cp.product_id and p.deleted_at is null
     where cp.collection_id = any($1::text[])
     order by cp.position desc`,
    [[...collectionIds]],
  );
  for (const row of rows) {
    entries.get(row.collection_id)?.push({
      title: row.title,
      url: row.link_code ? `${baseUrl}/s/${row.link_code}` : row.url,
      retailer: row.retailer,
      ...(row.price_cents !== null && row.price_currency
        ? { price: { amountCents: Number(row.price_cents), currency: row.price_currency } }
        : {}),
    });
  }
  return entries;
}

const pageUrl = (baseUrl: string, code: string) => `${baseUrl}/gl/${code}`;

/** `origin` is where the covers are served (this server), as in the collections' own views. */
async function groupLinkViews(
  db: Queryable,
  rows: readonly CollectionRow[],
  baseUrl: string,
  origin: string,
): Promise<Schemas['GroupLink'][]> {
  const [entries, clicks] = await Promise.all([
    entriesOf(
      db,
      rows.map((row) => row.collection_id),
      baseUrl,
    ),
    clicksOfLinks(
      db,
      rows.map((row) => row.group_link_code),
      GROUP_LINK_CLICK,
    ),
  ]);
  return rows.map((row) => ({
    id: row.group_link_code,
    code: row.group_link_code,
    url: pageUrl(baseUrl, row.group_link_code),
    title: row.name,
    ...(row.description ? { description: row.description } : {}),
    ...(row.cover_image_id && row.cover_content_type
      ? { coverUrl: coverUrl(origin, { imageId: row.cover_image_id, contentType: row.cover_content_type }) }
      : {}),
    collectionId: row.collection_id,
    links: (entries.get(row.collection_id) ?? []).map(({ title, url }) => ({ title, url })),
    clicks: clicks.get(row.group_link_code) ?? 0,
    createdAt: row.created_at.toISOString(),
  }));
}

export function createGroupLinkOperations(services: Services): OperationHandlers {
  const { database: db } = services;
  const links = shortLinksOf(services);
  const baseUrl = (ctx: RequestContext) => links.baseUrl(requestOrigin(ctx));

  /** The shop's group links, newest first; v2 filters on the title. */
  function listing(withKeyword: boolean): OperationHandler {
    return async (ctx) => {
      const body = (ctx.body ?? {}) as Schemas['LinkPageQuery'];
      const { limit, offset } = pageRequest(body);
      const where = `c.shop_domain = $1 and c.platform = 'linkmint' and ($2::text is null or c.name ilike $2)`;
      const params = [shopOf(ctx), withKeyword ? containsPattern(body.keyword) : null];
      const [list, count] = await Promise.all([
        db.query<CollectionRow>(
          `${COLLECTION_SELECT} where ${where} order by c.created_at desc, c.position desc limit $3 offset $4`,
          [...params, limit, offset],
        ),
        db.query<{ n: number }>(`select count(*)::int as n from collections c where ${where}`, params),
      ]);
      return {
        list: await groupLinkViews(db, list.rows, baseUrl(ctx), requestOrigin(ctx)),
        total: Number(count.rows[0]?.n ?? 0),
      } satisfies Schemas['GroupLinkPage'];
    };
  }

  const renderGroupLinkPage: OperationHandler = async (ctx) => {
    const code = ctx.params.code ?? '';
    const { rows } = await db.query<CollectionRow>(`${COLLECTION_SELECT} where c.group_link_code = $1`, [code]);
    const row = rows[0];
    if (!row) return notFoundPage('Page');
    await countPageVisit(links, visitorOf(ctx), {
      linkType: GROUP_LINK_CLICK,
      linkId: row.group_link_code,
      shopDomain: row.shop_domain,
    });
    const base = baseUrl(ctx);
    const [entries, handle] = await Promise.all([
      entriesOf(db, [row.collection_id], base),
      handleOfShop(db, row.shop_domain),
    ]);
    const page = renderPage({
      title: row.name,
      ...(row.description ? { description: row.description } : {}),
      body: listPageBody({
        title: row.name,
        ...(row.description ? { description: row.description } : {}),
        // Same-origin path: the page's CSP allows pictures from itself only.
        ...(row.cover_image_id && row.cover_content_type
          ? { coverPath: coverUrl('', { imageId: row.cover_image_id, contentType: row.cover_content_type }) }
          : {}),
        handle,
        entries: entries.get(row.collection_id) ?? [],
      }),
    });
    return onePageResponse(page, pageRequestOf(ctx));
  };

  return {
    grouplinkList: listing(false),
    grouplinkListV2: listing(true),
    async grouplinkDetail(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const { rows } = await db.query<CollectionRow>(
        `${COLLECTION_SELECT} where c.group_link_code = $1 and c.shop_domain = $2`,
        [id, shopOf(ctx)],
      );
      const row = rows[0];
      if (!row) throw notFound(GROUP_LINK_MESSAGES.unknown(id));
      const [view] = await groupLinkViews(db, [row], baseUrl(ctx), requestOrigin(ctx));
      return view!;
    },
    renderGroupLinkPage,
  };
}
