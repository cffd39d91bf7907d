import type { components } from '../../../src/generated/api';
import { fillClickDays } from '../../../src/domain/click-days';
import { badRequest } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import type { Catalog } from '../catalog';
import {
  answerPublicPage,
  chooseSlug,
  createDocument,
  deleteDocument,
  documentPageSpec,
  listDocuments,
  ownDocument,
  byHandle,
  pageCacheOf,
  requiredTitle,
  runDocument,
  type DocumentRow,
  type PublicPageSpec,
} from '../creator-pages';
import { mediaPath } from '../galleries';
import { forgettingAfter } from '../../public-page-cache';
import { shortLinksOf } from '../short-links';
import { BLOCK_MESSAGES, blockCodes, blockLabel, blockView, completeBlocks, type StoredBlock } from './landing-blocks';
import { firstPicture, landingPageBody } from './landing-page-markup';
import { landingPageDecider } from './landing-page-decider';
import { LANDING_MESSAGES, landingPageStream, type LandingDocument } from './landing-pages-projections';

/** The landingpages operations and GET /l/{slug}. */

type Schemas = components['schemas'];

/** A visit of a public landing page is counted as this link type (the page id), like combined-link pages. */
export const LANDING_PAGE_VIEW = 'landing-page';
/** Clicks on a block's tracked codes. */
export const LANDING_LINK_CLICK = 'landing-link';
/** The longest statistics range (LandingStatsRequest). */
export const MAX_STATS_DAYS = 366;

export const STATS_MESSAGES = {
  backwards: 'The start date is after the end date.',
  tooLong: `Choose a range of at most ${MAX_STATS_DAYS} days.`,
} as const;

type LandingRow = DocumentRow<{ blocks: StoredBlock[] }>;

const dayCount = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

export function createLandingPageOperations(services: Services, catalog: Catalog): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const links = shortLinksOf(services);
  const handle = createCommandHandler(store, landingPageDecider);
  const pages = pageCacheOf(services, 'l');
  const origins = (ctx: RequestContext) => {
    const media = requestOrigin(ctx);
    return { media, links: links.baseUrl(media) };
  };

  const view = (row: LandingRow, ctx: RequestContext): Schemas['LandingPage'] => {
    const o = origins(ctx);
    return {
      id: row.id,
      slug: row.slug,
      url: `${o.media}/l/${row.slug}`,
      title: row.title,
      ...(row.description ? { description: row.description } : {}),
      blocks: row.content.blocks.map((block) => blockView(block, o)),
      published: row.published,
      ...(row.published_at ? { publishedAt: row.published_at.toISOString() } : {}),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };

  const ownRow = (ctx: RequestContext, id: string) =>
    ownDocument<LandingRow['content']>(db, 'landing_pages', shopOf(ctx), id, LANDING_MESSAGES.unknown);
  const slugFor = (asked: string | undefined, title: string, id: string | null) =>
    chooseSlug(db, 'landing_pages', { asked, title, id, fallback: 'page', taken: LANDING_MESSAGES.slugTaken });

  const blocksOf = (ctx: RequestContext, inputs: readonly Schemas['LandingBlockInput'][]) =>
    completeBlocks({ db, catalog, store }, shopOf(ctx), inputs);

  async function lifecycle(ctx: RequestContext, type: 'Publish' | 'Unpublish') {
    const { id } = ctx.body as Schemas['ShopIdRequest'];
    const row = await ownRow(ctx, id);
    if (type === 'Publish' && row.content.blocks.length === 0) throw badRequest(BLOCK_MESSAGES.noPublishWithoutBlocks);
    await runDocument(handle, landingPageStream, { type, id, shopDomain: shopOf(ctx) }, { now: ctx.now });
    return view(await ownRow(ctx, id), ctx);
  }

  const handlers: OperationHandlers = {
    async landingList(ctx) {
      const { rows, total } = await listDocuments<LandingRow['content']>(
        db,
        'landing_pages',
        shopOf(ctx),
        ctx.body as Schemas['ShopPageRequest'],
      );
      return { list: rows.map((row) => view(row, ctx)), total } satisfies Schemas['LandingPagePage'];
    },

    async landingCreate(ctx) {
      const body = ctx.body as Schemas['LandingCreateRequest'];
      const title = requiredTitle(body.title, LANDING_MESSAGES.blankTitle);
      const blocks = await blocksOf(ctx, body.blocks);
      const slug = await slugFor(body.slug, title, null);
      const document: LandingDocument = {
        slug,
        title,
        description: body.description?.trim() || null,
        content: { blocks },
      };
      const id = await createDocument(handle, landingPageStream, shopOf(ctx), document, {
        now: ctx.now,
        slugTaken: LANDING_MESSAGES.slugTaken(slug),
      });
      return view(await ownRow(ctx, id), ctx);
    },

    async landingUpdate(ctx) {
      const body = ctx.body as Schemas['LandingUpdateRequest'];
      const row = await ownRow(ctx, body.id);
      const title = body.title === undefined ? row.title : requiredTitle(body.title, LANDING_MESSAGES.blankTitle);
      const blocks = body.blocks === undefined ? row.content.blocks : await blocksOf(ctx, body.blocks);
      if (row.published && blocks.length === 0) throw badRequest(BLOCK_MESSAGES.noPublishWithoutBlocks);
      const slug =
        body.slug === undefined || body.slug === row.slug ? row.slug : await slugFor(body.slug, title, row.id);
      const description = body.description === undefined ? row.description : body.description.trim() || null;
      await runDocument(
        handle,
        landingPageStream,
        {
          type: 'Change',
          id: row.id,
          shopDomain: shopOf(ctx),
          document: { slug, title, description, content: { blocks } },
        },
        {
          now: ctx.now,
          slugTaken: LANDING_MESSAGES.slugTaken(slug),
        },
      );
      return view(await ownRow(ctx, row.id), ctx);
    },

    publish: (ctx) => lifecycle(ctx, 'Publish'),
    unpublish: (ctx) => lifecycle(ctx, 'Unpublish'),

    async landingDelete(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      return deleteDocument(handle, landingPageStream, {
        id,
        shopDomain: shopOf(ctx),
        now: ctx.now,
        own: (own) => ownRow(ctx, own),
      }) satisfies Promise<Schemas['Deletion']>;
    },

    async landingDetail(ctx) {
      return view(await ownRow(ctx, (ctx.body as Schemas['ShopIdRequest']).id), ctx);
    },

    async stats(ctx) {
      const body = ctx.body as Schemas['LandingStatsRequest'];
      const row = await ownRow(ctx, body.id);
      if (body.startDate > body.endDate) throw badRequest(STATS_MESSAGES.backwards);
      if (dayCount(body.startDate, body.endDate) > MAX_STATS_DAYS) throw badRequest(STATS_MESSAGES.tooLong);
      const { blocks } = row.content;
      const codes = blockCodes(blocks);
      const { rows } = await db.query<{ link_type: string; link_id: string; day: string; clicks: number }>(
        `select link_type, link_id, to_char(day, 'YYYY-MM-DD') as day, clicks from link_clicks_daily
         where ((link_type = $1 and link_id = $2) or (link_type = $3 and link_id = any($4::text[]))) and day between $5::date and $6::date`,
        [LANDING_PAGE_VIEW, row.id, LANDING_LINK_CLICK, codes.map((c) => c.code), body.startDate, body.endDate],
      );
      const views = rows
        .filter((r) => r.link_type === LANDING_PAGE_VIEW)
        .map((r) => ({ day: r.day, clicks: Number(r.clicks) }));
      const clicks = rows.filter((r) => r.link_type === LANDING_LINK_CLICK);
      const viewDays = fillClickDays(body.startDate, body.endDate, views);
      const clickDays = fillClickDays(
        body.startDate,
        body.endDate,
        clicks.map((r) => ({ day: r.day, clicks: Number(r.clicks) })),
      );
      const blockOfCode = new Map(codes.map((c) => [c.code, c.part]));
      const perBlock = new Map<number, number>();
      for (const r of clicks)
        perBlock.set(blockOfCode.get(r.link_id)!, (perBlock.get(blockOfCode.get(r.link_id)!) ?? 0) + Number(r.clicks));
      const totalViews = viewDays.reduce((sum, d) => sum + d.clicks, 0);
      const totalClicks = clickDays.reduce((sum, d) => sum + d.clicks, 0);
      const clickable = [...new Set(codes.map((c) => c.part))];
      return {
        views: totalViews,
        clicks: totalClicks,
        clickThroughRate: totalViews === 0 ? 0 : Math.round((totalClicks / totalViews) * 10_000) / 10_000,
        days: viewDays.map((d, i) => ({ date: d.day, views: d.clicks, clicks: clickDays[i]!.clicks })),
        blocks: clickable.map((index) => ({
          index,
          type: blocks[index]!.type,
          label: blockLabel(blocks[index]!),
          clicks: perBlock.get(index) ?? 0,
        })),
      } satisfies Schemas['LandingStats'];
    },

    renderLandingPage: (ctx) => answerPublicPage(ctx, requestOrigin(ctx), { pages, links }, landingPageSpec(services)),
  };
  return forgettingAfter(handlers, pages.forget, 'renderLandingPage');
}

/** GET /l/{slug}: a published landing page, its blocks in order. */
export function landingPageSpec(services: Services): PublicPageSpec {
  return documentPageSpec<LandingRow['content']>(services.database, {
    prefix: 'l',
    table: 'landing_pages',
    viewType: LANDING_PAGE_VIEW,
    what: 'Page',
    draw(row, handle, o) {
      const picture = firstPicture(row.content.blocks);
      return {
        title: row.title,
        description: row.description,
        summary: `${row.title}${byHandle(handle)}: the picks and links on this page.`,
        ...(picture ? { image: `${o.media}${mediaPath(picture)}` } : {}),
        body: landingPageBody({ ...row, blocks: row.content.blocks }, handle, o.links),
      };
    },
  });
}
