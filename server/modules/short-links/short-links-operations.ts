import type { components } from '../../../src/generated/api';
import { PRODUCT_SOURCE } from '../../../src/domain/shop-sources';
import { earnRule } from '../../../src/domain/earn-rule';
import { badRequest, notFound } from '../../errors';
import { requestOrigin, shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { bundledCatalog } from '../catalog';
import { readEarnSettings } from '../tracking-ids';
import { fillClickDays, pacificWindow } from '../../../src/domain/click-days';
import { SHORT_LINK_MESSAGES } from './short-link-decider';
import {
  clicksOfLinks,
  dailyClicksOfLink,
  listShortLinks,
  liveLinkToAddress,
  shortLinkByCode,
  shortLinkView,
  topClickedLinks,
  type ShortLinkRow,
} from './short-link-queries';
import {
  ADDRESS_MESSAGES,
  checkAddress,
  destinationAsGiven,
  requireAddress,
  sourceFor,
  type CheckedAddress,
  type Destination,
} from './short-link-addresses';
import type { LinkKind } from './short-link-decider';
import type { ShortLinks } from './short-links-service';

/**
 * The `shortlinks` tag of openapi.yaml, and get_click_top of the `links` tag. Every call acts on the session's
 * shop. The get-or-create calls answer the shop's live link of the same kind to the same destination (the
 * tracking id is part of the destination) when there is one; get_new_shortlink always makes another.
 */

type Schemas = components['schemas'];
type LinkRequest = Schemas['ShortLinkRequest'];
type LinkWithTrackingIdRequest = Schemas['ShortLinkWithTrackingIdRequest'];

export function createShortLinkOperations(
  links: ShortLinks,
  { database: db, eventStore: store }: Pick<Services, 'database' | 'eventStore'>,
): OperationHandlers {
  const view = (ctx: RequestContext, row: ShortLinkRow) => links.view(row, links.baseUrl(requestOrigin(ctx)));

  /** Files a destination as a link of the session's shop, as the request describes it. */
  async function make(ctx: RequestContext<LinkRequest>, destination: Destination, reuse: boolean) {
    const row = await links.create(
      {
        ...destination,
        shopDomain: shopOf(ctx),
        kind: (ctx.body.kind ?? 'short') satisfies LinkKind,
        source: sourceFor(destination.retailer, ctx.body.source),
        title: ctx.body.title?.trim() || null,
        productId: null,
      },
      { reuse, now: ctx.now },
    );
    return view(ctx, row);
  }

  /** The product page with a tracking id of the shop written in (the asked one, else the shop's default). */
  async function withTrackingId(
    ctx: RequestContext<LinkRequest | LinkWithTrackingIdRequest>,
    asked: string | undefined,
  ) {
    const { url, kind, source, title } = ctx.body;
    const row = await links.linkForProduct({
      shopDomain: shopOf(ctx),
      url,
      ...(asked !== undefined ? { trackingId: asked } : {}),
      ...(kind !== undefined ? { kind } : {}),
      ...(source !== undefined ? { source } : {}),
      ...(title !== undefined ? { title } : {}),
      now: ctx.now,
    });
    return view(ctx, row);
  }

  const linkCheck = (address: CheckedAddress): Schemas['LinkCheck'] => ({
    valid: true,
    retailer: address.product.retailer,
    source: PRODUCT_SOURCE[address.product.retailer] as Schemas['ShopSource'],
    normalizedUrl: address.product.canonicalUrl,
    ...(address.trackingId ? { trackingId: address.trackingId } : {}),
  });

  return {
    getShortlinkV2: (ctx) => make(ctx, destinationAsGiven(requireAddress(ctx.body.url)), true),
    getNewShortlink: (ctx) => make(ctx, destinationAsGiven(requireAddress(ctx.body.url)), false),
    getShortlinkV3: (ctx) => withTrackingId(ctx, undefined),
    getShortlinkWithTrackingidV2: (ctx) => withTrackingId(ctx, (ctx.body as LinkWithTrackingIdRequest).trackingId),
    getShortlinkWithTrackingidV3: (ctx) => withTrackingId(ctx, (ctx.body as LinkWithTrackingIdRequest).trackingId),

    async getShortlinkAlreadyHasTrackingid(ctx) {
      const address = requireAddress(ctx.body.url);
      if (!address.trackingId) throw badRequest(ADDRESS_MESSAGES.noTrackingIdInAddress(address.product.retailer));
      // The earn rule takes the id the address carries as the chosen one: it must be one of the shop's.
      const decision = earnRule(address.href, await readEarnSettings({ db, store }, shopOf(ctx)), {
        trackingId: address.trackingId,
      });
      if (decision.outcome !== 'tagged') throw badRequest(ADDRESS_MESSAGES.foreignTrackingId(address.trackingId));
      return make(ctx, destinationAsGiven(address), true);
    },

    async checkOriginalLinkV3(ctx): Promise<Schemas['LinkCheck']> {
      const checked = checkAddress(ctx.body.url);
      return checked.ok ? linkCheck(checked.address) : { valid: false, reason: checked.reason };
    },

    async checkOriginalLink4viralProductV3(ctx): Promise<Schemas['LinkCheck']> {
      const body = ctx.body as Schemas['ViralLinkCheckRequest'];
      const item = bundledCatalog().product(body.productId);
      if (!item) return { valid: false, reason: ADDRESS_MESSAGES.unknownViralItem(body.productId) };
      const checked = checkAddress(body.url);
      if (!checked.ok) return { valid: false, reason: checked.reason };
      const { product } = checked.address;
      if (product.retailer !== item.retailer || product.productId !== item.itemId)
        return { valid: false, reason: ADDRESS_MESSAGES.notViralItem };
      return linkCheck(checked.address);
    },

    async checkLinkHasShortlink(ctx): Promise<Schemas['ShortLinkLookup']> {
      const address = requireAddress(ctx.body.url);
      const row = await liveLinkToAddress(db, shopOf(ctx), address.product.canonicalUrl);
      return row ? { hasShortLink: true, shortLink: await view(ctx, row) } : { hasShortLink: false };
    },

    async checkShortlinkV3(ctx): Promise<Schemas['ShortLinkCheck']> {
      const row = await shortLinkByCode(db, (ctx.body as Schemas['ShortLinkCheckRequest']).code);
      // Another shop's code is answered like an unknown one.
      if (!row || row.shop_domain !== shopOf(ctx) || row.deleted_at) return { exists: false };
      return { exists: true, shortLink: await view(ctx, row) };
    },

    async getShortlinkList(ctx): Promise<Schemas['ShortLinkPage']> {
      const body = (ctx.body ?? {}) as Schemas['LinkPageQuery'];
      const { rows, total } = await listShortLinks(db, shopOf(ctx), {
        kind: 'short',
        keyword: body.keyword,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      });
      const clicks = await clicksOfLinks(
        db,
        rows.map((row) => row.code),
      );
      const baseUrl = links.baseUrl(requestOrigin(ctx));
      // The list says where each link stands against its schedule (My Links' badges).
      return { list: rows.map((row) => shortLinkView(row, clicks.get(row.code) ?? 0, baseUrl, ctx.now)), total };
    },

    async getShortlinkDetail(ctx): Promise<Schemas['ShortLinkDetail']> {
      const row = await shortLinkByCode(db, (ctx.body as Schemas['ShortLinkCheckRequest']).code);
      // Another shop's code is answered like an unknown one: codes are public, ownership is not.
      if (!row || row.shop_domain !== shopOf(ctx) || row.deleted_at) throw notFound(SHORT_LINK_MESSAGES.missing);
      const window = pacificWindow(ctx.now);
      const days = fillClickDays(window.from, window.to, await dailyClicksOfLink(db, row.code, window));
      return { shortLink: await view(ctx, row), days };
    },

    async setShortlinkLocalisation(ctx): Promise<Schemas['ShortLink']> {
      const { id, localisation } = ctx.body as Schemas['ShortLinkLocalisationRequest'];
      const row = await links.setLocalisation(shopOf(ctx), id, localisation, ctx.now);
      ctx.log.info('short link localisation set', { link: id, localisation });
      return view(ctx, row);
    },

    async deleteShortlink(ctx): Promise<Schemas['Deletion']> {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const { deletedAt } = await links.delete(shopOf(ctx), id, ctx.now);
      ctx.log.info('short link deleted', { link: id });
      return { id, deletedAt };
    },

    async getClickTop(ctx): Promise<Schemas['ClickTopList']> {
      const { days, limit = 10 } = ctx.body as Schemas['ClickTopQuery'];
      const top = await topClickedLinks(db, shopOf(ctx), { days, limit, now: ctx.now });
      const totals = await clicksOfLinks(
        db,
        top.map(({ row }) => row.code),
      );
      const baseUrl = links.baseUrl(requestOrigin(ctx));
      return {
        list: top.map(({ row, clicks }) => ({
          shortLink: shortLinkView(row, totals.get(row.code) ?? 0, baseUrl),
          clicks,
        })),
      };
    },
  };
}
