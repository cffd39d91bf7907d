import type { components } from '../../../src/generated/api';
import { qrSvgDocument } from '../../../src/domain/qr-code';
import { badRequest, HttpError, notFound } from '../../errors';
import { DomainError } from '../../events/domain-error';
import {
  requestOrigin,
  shopOf,
  type OperationHandler,
  type OperationHandlers,
  type RequestContext,
} from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import { checkPicture, pictureRules } from '../../uploaded-pictures';
import { accountByShop } from '../accounts';
import { mediaDirectory, storeUpload } from '../galleries';
import type { Catalog } from '../catalog';
import { shortLinksOf } from '../short-links';
import { readEarnSettings } from '../tracking-ids';
import { createAmazonListReader } from '../../integrations/retail-pages/amazon-list-cover';
import { cardButtonProblems } from './auto-reply-card-links';
import { BIO_LINK_MESSAGES, DEFAULT_LOOK } from './bio-link-decider';
import { LOOK_MESSAGES, lookChanges, storedLook } from './bio-look';
import { checkButtons, checkLook, checkResult, refuseProblems } from './bio-link-inputs';
import { checkPostItems } from './post-items';
import { checkThumbnails } from './button-thumbnails';
import {
  avatarFileOf,
  bioLinkOfShop,
  bioLinkView,
  bioPageUrl,
  buttonsOf,
  buttonViews,
  headersOf,
  lookView,
  postPage,
  rankedLinks,
  shortAddress,
  socialAccountsOf,
  socialView,
  type BioLinkRow,
} from './bio-link-queries';
import { newBioCode, type BioLinks } from './bio-link-service';
import type { EditVersion, MessagingPlatform } from './bio-post-decider';
import { requireScheduledAutoDm } from './post-auto-replies';

/** The bio link calls of the creator (biolink tag, /bio/...). The public side is in bio-web-operations.ts. */

type Schemas = components['schemas'];

/** The contract's avatar limit (BioAvatarUpload.avatar) and the sentences of a refused avatar. */
export const AVATAR_RULES = pictureRules('avatar', 'avatar', 2);
export const AVATAR_MESSAGES = AVATAR_RULES.messages;

/** Where the audience's addresses start: pages on BIO_PAGE_BASE_URL, tracked links on SHORT_LINK_BASE_URL. */
export function bioBases(services: Services) {
  const links = shortLinksOf(services);
  return {
    page: (ctx: RequestContext) => services.config.BIO_PAGE_BASE_URL ?? requestOrigin(ctx),
    short: (ctx: RequestContext) => links.baseUrl(requestOrigin(ctx)),
  };
}

/** The edit_link_content family: one handler, told the version's network, scheduled rule and whether it saves. */
const EDIT_VERSIONS = {
  editLinkContent: { platform: 'instagram', allowScheduled: false, save: true, withReply: false },
  editLinkContentV3: { platform: 'instagram', allowScheduled: false, save: true, withReply: true },
  editLinkContentV4: { platform: 'instagram', allowScheduled: true, save: true, withReply: true },
  checkEditLinkContentV4: { platform: 'instagram', allowScheduled: true, save: false, withReply: true },
  editFacebookLinkContent: { platform: 'facebook', allowScheduled: false, save: true, withReply: false },
  editFacebookLinkContentV2: { platform: 'facebook', allowScheduled: false, save: true, withReply: true },
  checkEditFacebookLinkContentV2: { platform: 'facebook', allowScheduled: false, save: false, withReply: true },
} as const satisfies Record<string, EditVersion & { save: boolean; withReply: boolean }>;

export function createBioLinkOperations(services: Services, bio: BioLinks, catalog: Catalog): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const base = bioBases(services);
  const call = (ctx: RequestContext) => ({ now: ctx.now, metadata: { requestId: ctx.requestId } });
  const earnSettings = (shopDomain: string) => readEarnSettings({ db, store }, shopDomain);
  const productDeps = { db, catalog, store };

  async function ownPage(ctx: RequestContext): Promise<BioLinkRow> {
    const row = await bioLinkOfShop(db, shopOf(ctx));
    if (!row) throw notFound(BIO_LINK_MESSAGES.missing);
    return row;
  }

  const creatorAddresses = (ctx: RequestContext) => ({
    short: base.short(ctx),
    origin: requestOrigin(ctx),
    audience: false,
  });
  const buttonList = async (ctx: RequestContext) => ({
    list: await buttonViews(db, await buttonsOf(db, shopOf(ctx)), base.short(ctx), requestOrigin(ctx), ctx.now),
  });
  const socialList = async (ctx: RequestContext) => ({
    list: (await socialAccountsOf(db, shopOf(ctx))).map(socialView),
  });

  async function detail(ctx: RequestContext, row: BioLinkRow): Promise<Schemas['BioLinkDetail']> {
    const [buttons, social, headers] = await Promise.all([
      buttonList(ctx),
      socialList(ctx),
      headersOf(db, row.shop_domain),
    ]);
    return {
      bioLink: bioLinkView(row, base.page(ctx)),
      buttons: buttons.list,
      socialAccounts: social.list,
      setting: row.setting,
      customize: lookView(row, requestOrigin(ctx)),
      headers,
    };
  }

  async function buttonBatch(ctx: RequestContext, uniqueTitles: boolean, save: boolean) {
    const body = ctx.body as Schemas['ButtonBatchRequest'];
    const row = await ownPage(ctx);
    if (body.bioLinkId !== undefined && body.bioLinkId !== row.bio_link_id)
      throw notFound(BIO_LINK_MESSAGES.unknownPage(body.bioLinkId));
    const existing = await buttonsOf(db, row.shop_domain);
    const { problems, buttons } = checkButtons(
      body.buttons,
      existing.map((b) => b.title),
      uniqueTitles,
      await earnSettings(row.shop_domain),
    );
    if (!save) return checkResult(problems);
    refuseProblems(problems);
    const stored = buttons.map((b) => ({ id: newBioCode(), code: newBioCode(), ...b }));
    await bio.page({ type: 'AddButtons', shopDomain: row.shop_domain, buttons: stored }, call(ctx));
    return buttonList(ctx);
  }

  const setSocial = async (
    ctx: RequestContext,
    accounts: Array<{ platform: Schemas['SocialPlatform']; url: string }>,
  ) => {
    await bio.page({ type: 'SetSocialAccounts', shopDomain: (await ownPage(ctx)).shop_domain, accounts }, call(ctx));
    return socialList(ctx);
  };
  const currentSocial = async (ctx: RequestContext) =>
    (await socialAccountsOf(db, shopOf(ctx))).map(({ platform, url }) => ({ platform, url }));

  async function mediaList(ctx: RequestContext, platform: MessagingPlatform) {
    const body = ctx.body as Schemas['MediaPageRequest'];
    return postPage(
      db,
      shopOf(ctx),
      { platform, includeScheduled: body.includeScheduled ?? false, ...pageRequest(body) },
      creatorAddresses(ctx),
    );
  }

  function linkContent(version: (typeof EDIT_VERSIONS)[keyof typeof EDIT_VERSIONS]): OperationHandler {
    return async (ctx) => {
      const body = ctx.body as Schemas['LinkedContentWithReplyRequest'];
      const shopDomain = shopOf(ctx);
      const { problems, items: checked } = await checkPostItems(productDeps, shopDomain, body.items);
      // An item that stays on the post keeps its tracked code, so its clicks keep counting for it.
      const { rows: old } = await db.query<{ code: string; url: string }>(
        'select code, url from bio_post_links where shop_domain = $1 and media_id = $2',
        [shopDomain, body.mediaId],
      );
      const items = checked.map((item) => ({
        code: old.find((o) => o.url === item.url)?.code ?? newBioCode(),
        ...item,
      }));
      const autoReply =
        version.withReply && body.autoReply ? { carouselReplyContentList: [], ...body.autoReply } : undefined;
      if (autoReply && version.allowScheduled) await requireScheduledAutoDm(db, shopDomain, body.mediaId);
      const earn = autoReply ? await earnSettings(shopDomain) : undefined;
      if (autoReply && earn)
        problems.push(
          ...cardButtonProblems(earn, autoReply).map((p) => ({ field: `/autoReply${p.field}`, message: p.message })),
        );
      const command = {
        type: 'SetContent' as const,
        shopDomain,
        mediaId: body.mediaId,
        version,
        items,
        ...(autoReply ? { autoReply } : {}),
      };
      if (!version.save) {
        // The post's own rules (network, scheduled) are the decider's: run it on the stored post without appending.
        try {
          await bio.checkPost(command, ctx.now);
        } catch (error) {
          if (error instanceof DomainError)
            return checkResult([{ field: '/mediaId', message: error.message }, ...problems]);
          throw error;
        }
        return checkResult(problems);
      }
      refuseProblems(problems);
      if (autoReply && earn) {
        await bio.checkPost(command, ctx.now);
        await bio.cardLinks.store(
          { shopDomain, mediaId: body.mediaId, reply: autoReply, settings: earn, shortBase: base.short(ctx) },
          call(ctx),
        );
      }
      await bio.post(command, call(ctx));
      const page = await postPage(
        db,
        shopDomain,
        { platform: version.platform, includeScheduled: true, mediaIds: [body.mediaId], limit: 1, offset: 0 },
        creatorAddresses(ctx),
      );
      return page.list[0]!;
    };
  }

  const listCover = createAmazonListReader({
    enabled: services.config.AMAZON_LIST_READER === 'on',
    ...(services.config.AMAZON_LIST_PAGE_ORIGIN ? { pageOrigin: services.config.AMAZON_LIST_PAGE_ORIGIN } : {}),
  });

  return {
    async createBioLink(ctx) {
      const body = ctx.body as Schemas['CreateBioLinkRequest'];
      const shopDomain = shopOf(ctx);
      const handle = (await accountByShop(db, shopDomain))?.handle;
      if (!handle) throw badRequest(BIO_LINK_MESSAGES.noHandle);
      await bio.page(
        { type: 'CreateBioLink', shopDomain, handle, title: body.title.trim(), published: body.published ?? true },
        call(ctx),
      );
      return bioLinkView(await ownPage(ctx), base.page(ctx));
    },
    async getBioLinkList(ctx) {
      const row = await bioLinkOfShop(db, shopOf(ctx));
      return { list: row ? [bioLinkView(row, base.page(ctx))] : [] };
    },
    async getBioLinkDetail(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const row = await bioLinkOfShop(db, shopOf(ctx));
      if (!row || row.bio_link_id !== id) throw notFound(BIO_LINK_MESSAGES.unknownPage(id));
      return detail(ctx, row);
    },
    hasBioLink: async (ctx) => ({ hasBioLink: (await bioLinkOfShop(db, shopOf(ctx))) !== undefined }),
    async getAmazonBoardCoverImage(ctx) {
      shopOf(ctx);
      const result = await listCover((ctx.body as Schemas['BoardCoverRequest']).url);
      if (result.ok) return { imageUrl: result.imageUrl };
      if (result.cause) ctx.log.warn(result.cause);
      throw new HttpError(result.status, result.message);
    },
    getBioUrl: async (ctx) => ({ url: bioPageUrl(base.page(ctx), (await ownPage(ctx)).current_handle) }),
    async getBioUrlNew(ctx) {
      const row = await ownPage(ctx);
      const url = bioPageUrl(base.page(ctx), row.current_handle);
      await bio.page(
        { type: 'MakePageLink', shopDomain: row.shop_domain, code: newBioCode(), destination: url },
        call(ctx),
      );
      const code = (await ownPage(ctx)).page_code!;
      const shortUrl = shortAddress(base.short(ctx), code);
      return { url, shortUrl, qrCodeSvg: qrSvgDocument(shortUrl) };
    },
    async bindMedia(ctx) {
      const body = ctx.body as Schemas['BindMediaRequest'];
      const shopDomain = shopOf(ctx);
      const bound = body.bound ?? true;
      const { rows } = await db.query<{ media_id: string; scheduled: boolean }>(
        'select media_id, scheduled from bio_posts where shop_domain = $1 and media_id = any($2::text[])',
        [shopDomain, body.mediaIds],
      );
      const missing = body.mediaIds.find((id) => !rows.some((r) => r.media_id === id));
      if (missing) throw notFound(BIO_LINK_MESSAGES.unknownPost(missing));
      const scheduled = rows.find((r) => r.scheduled);
      if (bound && scheduled) throw badRequest(BIO_LINK_MESSAGES.scheduledPost(scheduled.media_id));
      await bio.page(
        { type: 'BindMedia', shopDomain, bioLinkId: body.bioLinkId, mediaIds: body.mediaIds, bound },
        call(ctx),
      );
      return bioLinkView(await ownPage(ctx), base.page(ctx));
    },

    bioGetButtonList: buttonList,
    createButtonBatchV2: (ctx) => buttonBatch(ctx, false, true),
    createButtonBatchV3: (ctx) => buttonBatch(ctx, true, true),
    checkCreateButtonBatchV3: (ctx) => buttonBatch(ctx, true, false),
    async deleteButton(ctx) {
      await bio.page(
        {
          type: 'DeleteButton',
          shopDomain: (await ownPage(ctx)).shop_domain,
          id: (ctx.body as Schemas['ShopIdRequest']).id,
        },
        call(ctx),
      );
      return buttonList(ctx);
    },
    async updateButtonBatchSort(ctx) {
      await bio.page(
        {
          type: 'SortButtons',
          shopDomain: (await ownPage(ctx)).shop_domain,
          ids: (ctx.body as Schemas['ButtonSortRequest']).ids,
        },
        call(ctx),
      );
      return buttonList(ctx);
    },

    bioGetSocialAccountList: socialList,
    async addSocialAccount(ctx) {
      const { platform, url } = ctx.body as Schemas['SocialAccountRequest'];
      const others = (await currentSocial(ctx)).filter((a) => a.platform !== platform);
      return setSocial(ctx, [...others, { platform, url }]);
    },
    addSocialAccountBatchV2: (ctx) =>
      setSocial(
        ctx,
        (ctx.body as Schemas['SocialAccountBatchRequest']).accounts.map(({ platform, url }) => ({ platform, url })),
      ),
    async deleteSocialAccount(ctx) {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const rows = await socialAccountsOf(db, shopOf(ctx));
      if (!rows.some((r) => r.account_id === id)) throw notFound(BIO_LINK_MESSAGES.unknownSocial(id));
      return setSocial(
        ctx,
        rows.filter((r) => r.account_id !== id).map(({ platform, url }) => ({ platform, url })),
      );
    },

    getBiolinkSetting: async (ctx) => (await ownPage(ctx)).setting,
    async updateBiolinkSetting(ctx) {
      const { shopDomain: _shop, ...changes } = ctx.body as Schemas['BioLinkSettingRequest'];
      await bio.page({ type: 'ChangeSetting', shopDomain: (await ownPage(ctx)).shop_domain, changes }, call(ctx));
      return (await ownPage(ctx)).setting;
    },
    getBiolinkCustomize: async (ctx) => lookView(await ownPage(ctx), requestOrigin(ctx)),
    async checkSave(ctx) {
      const row = await bioLinkOfShop(db, shopOf(ctx));
      return checkResult(checkLook(row?.look ?? DEFAULT_LOOK, ctx.body as Schemas['BioLinkCustomizeRequest']));
    },
    async save(ctx) {
      const body = ctx.body as Schemas['BioLinkCustomizeRequest'];
      if (!body.loaded) throw badRequest(LOOK_MESSAGES.notLoaded);
      const { avatarUrl, ...loaded } = body.loaded;
      const command = {
        type: 'Customize' as const,
        shopDomain: (await ownPage(ctx)).shop_domain,
        changes: lookChanges(body),
        loaded: { ...storedLook(loaded), avatarFile: avatarUrl ? avatarFileOf(avatarUrl) : null },
        removeAvatar: body.removeAvatar ?? false,
      };
      await bio.page(command, call(ctx));
      return lookView(await ownPage(ctx), requestOrigin(ctx));
    },
    async savePage(ctx) {
      const body = ctx.body as Schemas['SavePageRequest'];
      const row = await ownPage(ctx);
      // The new buttons get create_button_batch_v3's rules and sentences; the titles they must differ from are
      // those of the kept buttons as loaded (the decider refuses the whole save if the page is no longer so).
      const keptIds = new Set(body.buttons.flatMap((b) => (b.id === undefined ? [] : [b.id])));
      const keptTitles = body.loaded.buttons.filter((b) => keptIds.has(b.id)).map((b) => b.title);
      const fresh = body.buttons
        .filter((b) => b.id === undefined)
        .map((b) => ({
          title: b.title ?? '',
          url: b.url ?? '',
          ...(b.keepUntagged !== undefined ? { keepUntagged: b.keepUntagged } : {}),
        }));
      const { problems, buttons } = checkButtons(fresh, keptTitles, true, await earnSettings(row.shop_domain));
      const titles = new Map(body.loaded.buttons.map((b) => [b.id, b.title]));
      const thumbnails = await checkThumbnails(
        productDeps,
        row.shop_domain,
        requestOrigin(ctx),
        body.buttons.map((b) => ({
          title: (b.id === undefined ? b.title : titles.get(b.id)) ?? b.id ?? '',
          thumbnailUrl: b.thumbnailUrl,
        })),
      );
      refuseProblems([...problems, ...thumbnails.problems]);
      const added = buttons.map((b) => ({ id: newBioCode(), code: newBioCode(), ...b }));
      let next = 0;
      const slots = body.buttons.map((b, index) => ({
        ...(b.id === undefined ? { add: added[next++]! } : { keep: b.id }),
        ...(b.featured ? { featured: true } : {}),
        ...(thumbnails.paths[index] ? { thumbnail: thumbnails.paths[index] } : {}),
      }));
      const profile = { displayName: body.displayName, bio: body.bio };
      const accounts = body.socialAccounts.map(({ platform, url }) => ({ platform, url }));
      const headers = (body.headers ?? []).map(({ title, position }) => ({ title: title.trim(), position }));
      await bio.page(
        {
          type: 'SavePage',
          shopDomain: row.shop_domain,
          loaded: body.loaded,
          profile,
          buttons: slots,
          accounts,
          headers,
        },
        call(ctx),
      );
      return detail(ctx, await ownPage(ctx));
    },
    async uploadBioAvatar(ctx) {
      const row = await ownPage(ctx);
      const upload = (ctx.body as { avatar?: unknown }).avatar;
      // The avatar's own limit and sentences first; then the media library decodes and writes it again (WebP, no
      // metadata) as a file under MEDIA_DIR, before the event that names it.
      const picture = await checkPicture(upload, AVATAR_RULES);
      const [stored] = await storeUpload(
        { store: services.eventStore, directory: mediaDirectory(services.config), budget: services.pictureBudget },
        row.shop_domain,
        [{ name: 'The avatar', bytes: picture.bytes }],
        ctx.now,
      );
      await bio.page(
        { type: 'SetAvatar', shopDomain: row.shop_domain, avatar: { mediaId: stored!.mediaId, file: stored!.file } },
        call(ctx),
      );
      return lookView(await ownPage(ctx), requestOrigin(ctx));
    },

    getBloggerMediaList: (ctx) => mediaList(ctx, 'instagram'),
    getBloggerMediaListV2: async (ctx) => {
      const { list, total } = await mediaList(ctx, 'instagram');
      return { facebookMediaRespV2List: list, total };
    },
    getBloggerMediaListV3: async (ctx) => {
      const { list, total } = await mediaList(ctx, 'instagram');
      return { facebookMediaRespV2List: list, total };
    },
    getBloggerFacebookMediaList: async (ctx) => {
      const { list, total } = await mediaList(ctx, 'facebook');
      return { facebookFbMediaList: list, total };
    },
    ...Object.fromEntries(
      Object.entries(EDIT_VERSIONS).map(([operationId, version]) => [operationId, linkContent(version)]),
    ),

    bioGetMostPopular: async (ctx) => ({
      list: await rankedLinks(db, (await ownPage(ctx)).shop_domain, 'popular', ctx.now, base.short(ctx)),
    }),
    bioGetTrending: async (ctx) => ({
      list: await rankedLinks(db, (await ownPage(ctx)).shop_domain, 'trending', ctx.now, base.short(ctx)),
    }),
  };
}
