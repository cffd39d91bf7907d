import type { components } from '../../../src/generated/api';
import { scheduleState, type LinkSchedule } from '../../../src/domain/link-schedule';
import type { Queryable } from '../../db/database';
import type { ClickScopeResolver } from '../../services';
import { productCardView, type ProductCard } from '../creator-pages';
import { mediaFileUrl } from '../galleries';
import { CLICK_TIME_ZONE, clicksOfLinks } from '../short-links';
import type { BioLinkSetting, BioLook, SocialPlatform } from './bio-link-decider';
import type { AutoReply, MessagingPlatform } from './bio-post-decider';

/** Reads of the bio-link tables, shared by the creator's calls, the bio_web calls and the public page. */

type Schemas = components['schemas'];

/** Clicks on bio page buttons and post links are clicks of these link types (short-links module's counters). */
export const BIO_BUTTON_CLICK = 'bio-button';
export const BIO_POST_LINK_CLICK = 'bio-post-link';
/** Clicks on the buttons of an Auto DM's carousel cards (auto-reply-card-links.ts). */
export const BIO_CARD_BUTTON_CLICK = 'dm-card-button';
/** The page's own tracked address (get_bio_url_new's short link). */
export const BIO_PAGE_CLICK = 'bio-page';

export interface BioLinkRow {
  shop_domain: string;
  bio_link_id: string;
  handle: string;
  /** The creator's handle now (accounts), which the page address uses; the page's own when the account has none. */
  current_handle: string;
  title: string;
  published: boolean;
  setting: BioLinkSetting;
  look: BioLook;
  avatar_media_id: string | null;
  avatar_file: string | null;
  media_ids: string[];
  page_code: string | null;
  created_at: Date;
  position: number;
}

export interface ButtonRow {
  code: string;
  button_id: string;
  title: string;
  url: string;
  icon_url: string | null;
  sort: number;
  untagged: boolean;
  featured: boolean;
  /** Same-origin path of its thumbnail (button-thumbnails.ts). */
  thumbnail: string | null;
  /** Its schedule and limits; null: always shown. */
  schedule: LinkSchedule | null;
}

export interface SocialRow {
  account_id: string;
  platform: SocialPlatform;
  url: string;
}

export interface PostRow {
  media_id: string;
  platform: MessagingPlatform;
  media_type: Schemas['BioMedia']['mediaType'];
  caption: string | null;
  permalink: string | null;
  media_url: string | null;
  thumbnail_url: string | null;
  posted_at: Date;
  scheduled: boolean;
  auto_reply: AutoReply | null;
}

export interface PostLinkRow {
  code: string;
  media_id: string;
  title: string;
  url: string;
  image_url: string | null;
  product_id: string | null;
  product: ProductCard | null;
}

/** Where a post's items are addressed: tracked addresses on the short-link base, brand logos on our origin. */
export interface PostAddresses {
  short: string;
  origin: string;
  /** The audience's calls: an item's url is its tracked address, never where it leads. */
  audience: boolean;
}

const PAGE_SELECT = `select b.*, coalesce(a.handle, b.handle) as current_handle
  from bio_links b left join accounts a on a.shop_domain = b.shop_domain`;

export async function bioLinkOfShop(db: Queryable, shopDomain: string): Promise<BioLinkRow | undefined> {
  return (await db.query<BioLinkRow>(`${PAGE_SELECT} where b.shop_domain = $1`, [shopDomain])).rows[0];
}

/** The published page of a handle (the creator's current one, any case), for the audience. */
export async function publishedBioLinkOfHandle(db: Queryable, handle: string): Promise<BioLinkRow | undefined> {
  const { rows } = await db.query<BioLinkRow>(`${PAGE_SELECT} where lower(a.handle) = lower($1) and b.published`, [
    handle,
  ]);
  return rows[0];
}

export async function buttonsOf(db: Queryable, shopDomain: string): Promise<ButtonRow[]> {
  return (
    await db.query<ButtonRow>(
      'select code, button_id, title, url, icon_url, sort, untagged, featured, thumbnail, schedule from bio_buttons where shop_domain = $1 order by sort',
      [shopDomain],
    )
  ).rows;
}

/** The page's section headers in page order, each with the number of buttons before it. */
export async function headersOf(db: Queryable, shopDomain: string): Promise<Schemas['BioPageHeader'][]> {
  return (
    await db.query<Schemas['BioPageHeader']>(
      'select title, position from bio_headers where shop_domain = $1 order by sort',
      [shopDomain],
    )
  ).rows;
}

export async function socialAccountsOf(db: Queryable, shopDomain: string): Promise<SocialRow[]> {
  return (
    await db.query<SocialRow>(
      'select account_id, platform, url from bio_social_accounts where shop_domain = $1 order by sort',
      [shopDomain],
    )
  ).rows;
}

export const shortAddress = (shortBase: string, code: string) => `${shortBase}/s/${code}`;

export async function buttonViews(
  db: Queryable,
  rows: readonly ButtonRow[],
  shortBase: string,
  /** The origin thumbnails' addresses start with. */
  origin: string,
  /** The creator's own list: each button says where it stands against its schedule at this instant. */
  now?: Date,
): Promise<Schemas['BioButton'][]> {
  const clicks = await clicksOfLinks(
    db,
    rows.map((r) => r.code),
    BIO_BUTTON_CLICK,
  );
  const stateOf = (r: ButtonRow) =>
    now && r.schedule ? scheduleState(r.schedule, now.getTime(), clicks.get(r.code) ?? 0) : 'live';
  return rows.map((r) => ({
    id: r.button_id,
    title: r.title,
    url: r.url,
    ...(r.icon_url ? { iconUrl: r.icon_url } : {}),
    sort: r.sort,
    clicks: clicks.get(r.code) ?? 0,
    shortUrl: shortAddress(shortBase, r.code),
    code: r.code,
    ...(r.untagged ? { keptUntagged: true } : {}),
    ...(r.featured ? { featured: true } : {}),
    ...(r.thumbnail ? { thumbnailUrl: `${origin}${r.thumbnail}` } : {}),
    ...(stateOf(r) !== 'live' ? { scheduleState: stateOf(r) } : {}),
  }));
}

export const socialView = (r: SocialRow): Schemas['SocialAccount'] => ({
  id: r.account_id,
  platform: r.platform,
  url: r.url,
});

export const bioPageUrl = (pageBase: string, handle: string) => `${pageBase}/b/${encodeURIComponent(handle)}`;

export function bioLinkView(row: BioLinkRow, pageBase: string): Schemas['BioLink'] {
  return {
    id: row.bio_link_id,
    handle: row.current_handle,
    title: row.title,
    url: bioPageUrl(pageBase, row.current_handle),
    published: row.published,
    mediaIds: row.media_ids,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The avatar's address on `origin` ('' for a same-origin path), when the page has one. */
export const avatarUrl = (origin: string, row: Pick<BioLinkRow, 'avatar_file'>) =>
  row.avatar_file ? mediaFileUrl(origin, row.avatar_file) : undefined;

/** The avatar's file named by an address lookView answered (whatever its origin). */
export const avatarFileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

export function lookView(row: BioLinkRow, origin: string): Schemas['BioLinkCustomize'] {
  const avatar = avatarUrl(origin, row);
  return { ...row.look, ...(avatar ? { avatarUrl: avatar } : {}) };
}

export interface PostQuery {
  /** One network's posts (the creator's lists), or both (the public page's bound posts). */
  platform: MessagingPlatform | null;
  includeScheduled: boolean;
  /** Only these posts (the page's bound ones), when given. */
  mediaIds?: readonly string[];
  limit: number;
  offset: number;
}

/** A page of the shop's posts, newest first, with their products and links. */
export async function postPage(db: Queryable, shopDomain: string, query: PostQuery, addresses: PostAddresses) {
  const where = `shop_domain = $1 and ($2::text is null or platform = $2) and ($3 or not scheduled) and ($4::text[] is null or media_id = any($4::text[]))`;
  const params = [shopDomain, query.platform, query.includeScheduled, query.mediaIds ? [...query.mediaIds] : null];
  const [posts, count] = await Promise.all([
    db.query<PostRow>(`select * from bio_posts where ${where} order by posted_at desc, media_id limit $5 offset $6`, [
      ...params,
      query.limit,
      query.offset,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from bio_posts where ${where}`, params),
  ]);
  const links = await db.query<PostLinkRow>(
    'select code, media_id, title, url, image_url, product_id, product from bio_post_links where shop_domain = $1 and media_id = any($2::text[]) order by sort',
    [shopDomain, posts.rows.map((p) => p.media_id)],
  );
  const list = posts.rows.map((p) =>
    mediaView(
      p,
      links.rows.filter((l) => l.media_id === p.media_id),
      addresses,
    ),
  );
  return { list, total: Number(count.rows[0]?.n ?? 0) };
}

export function mediaView(p: PostRow, links: readonly PostLinkRow[], addresses: PostAddresses): Schemas['BioMedia'] {
  return {
    mediaId: p.media_id,
    platform: p.platform,
    mediaType: p.media_type,
    ...(p.media_url ? { mediaUrl: p.media_url } : {}),
    ...(p.thumbnail_url ? { thumbnailUrl: p.thumbnail_url } : {}),
    ...(p.permalink ? { permalink: p.permalink } : {}),
    ...(p.caption ? { caption: p.caption } : {}),
    postedAt: new Date(p.posted_at).toISOString(),
    scheduled: p.scheduled,
    linkedContent: links.map((l) => ({
      title: l.title,
      url: addresses.audience ? shortAddress(addresses.short, l.code) : l.url,
      ...(l.image_url ? { imageUrl: l.image_url } : {}),
      ...(l.product_id ? { productId: l.product_id } : {}),
      ...(l.product ? { product: productCardView(l.product, addresses.origin) } : {}),
      shortLinkId: l.code,
      shortUrl: shortAddress(addresses.short, l.code),
    })),
    ...(p.auto_reply ? { autoReplyResp: p.auto_reply } : {}),
  };
}

/** How many popular or trending links the calls answer (the contract's PopularItemList). */
export const POPULAR_LIMIT = 20;

/**
 * The page's links (buttons and post links still on it) ranked by people's clicks: 'popular' by clicks over the
 * 30 Pacific days ending today; 'trending' by how much the last 7 days beat the 7 before, growing links only.
 * Each answers its 30-day clicks and its tracked address (a popular link shown on a page is counted too).
 */
export async function rankedLinks(
  db: Queryable,
  shopDomain: string,
  ranking: 'popular' | 'trending',
  now: Date,
  shortBase: string,
): Promise<Schemas['PopularItem'][]> {
  const { rows } = await db.query<{
    id: string;
    code: string;
    title: string;
    image_url: string | null;
    clicks: number;
  }>(
    `with today as (select ($2::timestamptz at time zone '${CLICK_TIME_ZONE}')::date as d),
     counted as (
       select link_id,
              sum(clicks) filter (where day > (select d from today) - 30)::int as month,
              sum(clicks) filter (where day > (select d from today) - 7)::int as recent,
              sum(clicks) filter (where day > (select d from today) - 14 and day <= (select d from today) - 7)::int as before
       from link_clicks_daily
       where shop_domain = $1 and link_type = any($3::text[]) and day > (select d from today) - 30 and day <= (select d from today)
       group by link_id
     ),
     links as (
       select button_id as id, code, title, null::text as image_url from bio_buttons where shop_domain = $1
       union all
       select code as id, code, title, image_url from bio_post_links where shop_domain = $1
     )
     select l.id, l.code, l.title, l.image_url, c.month as clicks
     from counted c join links l on l.code = c.link_id
     where ${ranking === 'popular' ? 'coalesce(c.month, 0) > 0' : 'coalesce(c.recent, 0) > coalesce(c.before, 0)'}
     order by ${ranking === 'popular' ? 'c.month desc' : 'coalesce(c.recent, 0) - coalesce(c.before, 0) desc, c.recent desc'}, l.code
     limit ${POPULAR_LIMIT}`,
    [shopDomain, now.toISOString(), [BIO_BUTTON_CLICK, BIO_POST_LINK_CLICK]],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    url: shortAddress(shortBase, r.code),
    ...(r.image_url ? { imageUrl: r.image_url } : {}),
    clicks: Number(r.clicks ?? 0),
  }));
}

/**
 * The click-breakdown scopes of the bio link: one button, the page's buttons and post links together, and the reply
 * card of one Auto DM post.
 */
export const bioClickScopes = (db: Queryable): Record<string, ClickScopeResolver> => ({
  'bio-button': async (shopDomain, code) => {
    const { rows } = await db.query('select 1 from bio_buttons where code = $1 and shop_domain = $2', [
      code ?? '',
      shopDomain,
    ]);
    return rows.length > 0 ? [{ linkType: BIO_BUTTON_CLICK, linkIds: [code!] }] : undefined;
  },
  'bio-page': async (shopDomain) => {
    const { rows } = await db.query('select 1 from bio_links where shop_domain = $1', [shopDomain]);
    return rows.length > 0 ? [{ linkType: BIO_BUTTON_CLICK }, { linkType: BIO_POST_LINK_CLICK }] : undefined;
  },
  'dm-post': async (shopDomain, mediaId) => {
    const { rows } = await db.query<{ codes: string[] | null }>(
      `select (select array_agg(code order by code) from bio_card_links c
               where c.shop_domain = p.shop_domain and c.media_id = p.media_id) as codes
       from bio_posts p where p.shop_domain = $1 and p.media_id = $2`,
      [shopDomain, mediaId ?? ''],
    );
    const row = rows[0];
    return row ? [{ linkType: BIO_CARD_BUTTON_CLICK, linkIds: row.codes ?? [] }] : undefined;
  },
});
