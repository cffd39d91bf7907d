import { addDays } from '../../../src/domain/click-days';
import { pacificDate } from '../../../src/domain/pacific-time';
import type { components } from '../../../src/generated/api';
import { badRequest, notFound } from '../../errors';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import { pageOf, pageRequest } from '../../paging';
import type { Services } from '../../services';
import { spreadsheetFileName, spreadsheetResponse } from '../../spreadsheet';
import { requireFeature } from '../billing';
import { shortLinksOf } from '../short-links';
import { activeTrackingIds, shopApplications, shopDrafts, unreadCount } from './boosting-application-queries';
import { createBoostingApplications, type CallContext } from './boosting-applications-service';
import { boostingContents, type BoostingContent } from './boosting-contents';
import {
  byEarnings,
  metricsOf,
  rankByConversion,
  rankByEarnings,
  rankByRoi,
  type ContentSums,
} from './boosting-metrics';
import { createContentNeeds } from './content-needs';
import { EXPORT_NAMES, workbookByContent, workbookByDate } from './results-export';
import { contentSums, daySums, daySumsPage, rangeSums, type DateRange } from './results-queries';

type Schemas = components['schemas'];

/** The most days detailByContentId answers (BoostingContentDetail.days holds at most 400). */
export const DETAIL_MAX_DAYS = 400;

export const RESULTS_MESSAGES = {
  rangeReversed: 'The start date cannot be after the end date.',
  rangeTooLong: `Choose a range of at most ${DETAIL_MAX_DAYS} days.`,
  unknownContent: 'This content is not one of yours.',
  unknownContents: (ids: readonly string[]) =>
    `${ids.length === 1 ? `Content ${ids[0]} is` : `Contents ${ids.join(', ')} are`} not yours.`,
} as const;

function rangeOf(body: { startDate: string; endDate: string }, maxDays?: number): DateRange {
  if (body.startDate > body.endDate) throw badRequest(RESULTS_MESSAGES.rangeReversed);
  if (maxDays !== undefined && addDays(body.startDate, maxDays - 1) < body.endDate)
    throw badRequest(RESULTS_MESSAGES.rangeTooLong);
  return { startDate: body.startDate, endDate: body.endDate };
}

/** The boosting and export calls of openapi.yaml (except the whitelist check, the advertising list and the settlement export). */
export function createBoostingOperations(services: Services): OperationHandlers {
  const { database: db } = services;
  const applications = createBoostingApplications(services);
  const needs = createContentNeeds(db, services.eventStore);
  const baseUrlOf = (ctx: RequestContext) => shortLinksOf(services).baseUrl(requestOrigin(ctx));
  const call = (ctx: RequestContext): CallContext => ({ now: ctx.now, baseUrl: baseUrlOf(ctx) });

  /** The contents of summed rows, in their order. short_links keeps deleted links, so every boosted link is found. */
  async function contentRows(shopDomain: string, rows: readonly ContentSums[], baseUrl: string) {
    const contents = await boostingContents.byIds(
      db,
      shopDomain,
      rows.map((row) => row.contentId),
      { live: false, baseUrl },
    );
    return rows.flatMap((sums) => {
      const content = contents.get(sums.contentId);
      return content ? [{ content, sums }] : [];
    });
  }

  const rowViews = (
    rows: ReadonlyArray<{ content: BoostingContent; sums: ContentSums }>,
  ): Schemas['BoostingContentRow'][] => rows.map(({ content, sums }) => ({ content, metrics: metricsOf(sums) }));

  /** One of the shop's contents, deleted links included (their results stay); another shop's is unknown. */
  async function shopContent(shopDomain: string, contentId: string, baseUrl: string): Promise<BoostingContent> {
    const content = (await boostingContents.byIds(db, shopDomain, [contentId], { live: false, baseUrl })).get(
      contentId,
    );
    if (!content) throw notFound(RESULTS_MESSAGES.unknownContent);
    return content;
  }

  function ranking(rank: (rows: readonly ContentSums[]) => ContentSums[]) {
    return async (ctx: RequestContext<Schemas['BoostingQuery']>) => {
      const shopDomain = shopOf(ctx);
      const ranked = rank(await contentSums(db, shopDomain, rangeOf(ctx.body)));
      return { list: rowViews(await contentRows(shopDomain, ranked, baseUrlOf(ctx))) };
    };
  }

  return {
    submitBoosting: async (ctx) => applications.submit(shopOf(ctx), ctx.body, call(ctx)),
    applyBoosting: async (ctx) => applications.apply(shopOf(ctx), ctx.body, call(ctx)),
    selectBoosting: async (ctx) => boostingContents.page(db, shopOf(ctx), pageRequest(ctx.body), baseUrlOf(ctx)),
    boostingList: async (ctx) => shopApplications(db, shopOf(ctx), pageRequest(ctx.body), baseUrlOf(ctx)),
    boostingDetail: async (ctx) => applications.open(shopOf(ctx), ctx.body.id, call(ctx)),
    countUnread: async (ctx) => ({ count: await unreadCount(db, shopOf(ctx)) }),
    getActiveTrackingIdList: async (ctx) => ({ list: await activeTrackingIds(db, shopOf(ctx)) }),

    saveDraft: async (ctx) => applications.saveDraft(shopOf(ctx), ctx.body ?? {}, ctx.now),
    draftList: async (ctx) => shopDrafts(db, shopOf(ctx), pageRequest(ctx.body)),
    delDraft: async (ctx) => applications.deleteDraft(shopOf(ctx), ctx.body.id, ctx.now),

    contentNeed: async (ctx) => {
      // Asked on behalf of a shop like every boosting call: a session without one is refused the same way.
      shopOf(ctx);
      return { list: await needs.list(pacificDate(ctx.now)) };
    },

    total: async (ctx) => {
      const range = rangeOf(ctx.body);
      return { ...range, metrics: metricsOf(await rangeSums(db, shopOf(ctx), range)) };
    },
    listByDate: async (ctx) => {
      const page = await daySumsPage(db, shopOf(ctx), rangeOf(ctx.body), pageRequest(ctx.body));
      return { list: page.list.map((day) => ({ date: day.date, metrics: metricsOf(day.sums) })), total: page.total };
    },
    listByContentId: async (ctx) => {
      const shopDomain = shopOf(ctx);
      const page = pageOf(byEarnings(await contentSums(db, shopDomain, rangeOf(ctx.body))), pageRequest(ctx.body));
      return { list: rowViews(await contentRows(shopDomain, page.list, baseUrlOf(ctx))), total: page.total };
    },
    maxRoiData: ranking(rankByRoi),
    maxEarnings: ranking(rankByEarnings),
    maxConversion: ranking(rankByConversion),
    sumByContentId: async (ctx) => {
      const shopDomain = shopOf(ctx);
      const range = rangeOf(ctx.body);
      await shopContent(shopDomain, ctx.body.contentId, baseUrlOf(ctx));
      return { ...range, metrics: metricsOf(await rangeSums(db, shopDomain, range, ctx.body.contentId)) };
    },
    detailByContentId: async (ctx) => {
      const shopDomain = shopOf(ctx);
      const range = rangeOf(ctx.body, DETAIL_MAX_DAYS);
      const content = await shopContent(shopDomain, ctx.body.contentId, baseUrlOf(ctx));
      const [sums, days] = await Promise.all([
        rangeSums(db, shopDomain, range, content.contentId),
        daySums(db, shopDomain, range, content.contentId),
      ]);
      return {
        content,
        metrics: metricsOf(sums),
        days: days.map((day) => ({ date: day.date, metrics: metricsOf(day.sums) })),
      };
    },

    exportByDate: async (ctx) => {
      await requireFeature(db, shopOf(ctx), 'exports');
      const range = rangeOf(ctx.body);
      const bytes = await workbookByDate(range, await daySums(db, shopOf(ctx), range));
      return spreadsheetResponse(bytes, spreadsheetFileName(EXPORT_NAMES.byDate, ctx.body.timestamp));
    },
    exportByContentId: async (ctx) => {
      const shopDomain = shopOf(ctx);
      await requireFeature(db, shopDomain, 'exports');
      const range = rangeOf(ctx.body);
      const asked: string[] | undefined = ctx.body.contentIds;
      if (asked) {
        const found = await boostingContents.byIds(db, shopDomain, asked, { live: false, baseUrl: baseUrlOf(ctx) });
        const unknown = asked.filter((id) => !found.has(id));
        if (unknown.length > 0) throw notFound(RESULTS_MESSAGES.unknownContents(unknown));
      }
      const rows = await contentRows(
        shopDomain,
        byEarnings(await contentSums(db, shopDomain, range, asked)),
        baseUrlOf(ctx),
      );
      return spreadsheetResponse(
        await workbookByContent(range, rows),
        spreadsheetFileName(EXPORT_NAMES.byContent, ctx.body.timestamp),
      );
    },
  };
}
