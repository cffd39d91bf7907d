import type { Transaction } from '../../db/database';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import { BIO_LINK_EVENT_TYPES, DEFAULT_LOOK, DEFAULT_SETTING, type BioLinkEvent } from './bio-link-decider';
import { storedLook } from './bio-look';
import { BIO_POST_EVENT_TYPES, type BioPostEvent } from './bio-post-decider';

/**
 * bio_links, bio_buttons, bio_social_accounts and bio_headers from the page's events; bio_posts and bio_post_links from the
 * posts'. Events of an erased shop keep only { redacted: true } and are skipped, so a rebuild agrees with the
 * erasure's deletes.
 */

async function renumberButtons(tx: Transaction, shopDomain: string, ids: readonly string[]) {
  await tx.query(
    `update bio_buttons b set sort = o.ord - 1 from unnest($2::text[]) with ordinality as o(id, ord)
     where b.shop_domain = $1 and b.button_id = o.id`,
    [shopDomain, ids],
  );
}

async function applyPage(tx: Transaction, event: RecordedEvent<BioLinkEvent>) {
  if (!event.data?.shopDomain) return;
  const shop = event.data.shopDomain;
  switch (event.type) {
    case 'BioLinkCreated': {
      const d = event.data;
      await tx.query(
        `insert into bio_links (shop_domain, bio_link_id, handle, title, published, setting, look, created_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          shop,
          d.bioLinkId,
          d.handle,
          d.title,
          d.published,
          JSON.stringify(DEFAULT_SETTING),
          JSON.stringify(DEFAULT_LOOK),
          d.createdAt,
          event.position,
        ],
      );
      return;
    }
    case 'BioButtonsAdded': {
      const { buttons, at } = event.data;
      await tx.query(
        `insert into bio_buttons (code, button_id, shop_domain, title, url, icon_url, sort, created_at, destination, untagged)
         select b.code, b.id, $1, b.title, b.url, b.icon_url,
                coalesce((select max(sort) + 1 from bio_buttons where shop_domain = $1), 0) + b.ord - 1, $2, b.destination, b.untagged
         from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::boolean[])
              with ordinality as b(code, id, title, url, icon_url, destination, untagged, ord)`,
        [
          shop,
          at,
          buttons.map((b) => b.code),
          buttons.map((b) => b.id),
          buttons.map((b) => b.title),
          buttons.map((b) => b.url),
          buttons.map((b) => b.iconUrl ?? null),
          buttons.map((b) => b.destination ?? b.url),
          buttons.map((b) => b.untagged ?? false),
        ],
      );
      break;
    }
    case 'BioButtonDeleted': {
      await tx.query('delete from bio_buttons where shop_domain = $1 and button_id = $2', [shop, event.data.id]);
      const { rows } = await tx.query<{ button_id: string }>(
        'select button_id from bio_buttons where shop_domain = $1 order by sort',
        [shop],
      );
      await renumberButtons(
        tx,
        shop,
        rows.map((r) => r.button_id),
      );
      break;
    }
    case 'BioButtonsSorted':
      await renumberButtons(tx, shop, event.data.ids);
      break;
    case 'BioButtonRulesSet':
      await tx.query('update bio_buttons set rules = $3 where shop_domain = $1 and button_id = $2', [
        shop,
        event.data.id,
        JSON.stringify(event.data.rules),
      ]);
      break;
    case 'BioButtonScheduleSet':
      await tx.query('update bio_buttons set schedule = $3 where shop_domain = $1 and button_id = $2', [
        shop,
        event.data.id,
        JSON.stringify(event.data.schedule),
      ]);
      break;
    case 'BioButtonsFeatured':
      await tx.query('update bio_buttons set featured = (button_id = any($2::text[])) where shop_domain = $1', [
        shop,
        event.data.ids,
      ]);
      break;
    case 'BioButtonThumbnailsSet': {
      const { thumbnails } = event.data;
      await tx.query('update bio_buttons set thumbnail = null where shop_domain = $1', [shop]);
      await tx.query(
        `update bio_buttons b set thumbnail = t.path from unnest($2::text[], $3::text[]) as t(id, path)
         where b.shop_domain = $1 and b.button_id = t.id`,
        [shop, thumbnails.map((t) => t.id), thumbnails.map((t) => t.path)],
      );
      break;
    }
    case 'BioSocialAccountsSet': {
      const { accounts } = event.data;
      await tx.query('delete from bio_social_accounts where shop_domain = $1', [shop]);
      await tx.query(
        `insert into bio_social_accounts (account_id, shop_domain, platform, url, sort)
         select a.id, $1, a.platform, a.url, a.ord - 1 from unnest($2::text[], $3::text[], $4::text[]) with ordinality as a(id, platform, url, ord)`,
        [shop, accounts.map((a) => a.id), accounts.map((a) => a.platform), accounts.map((a) => a.url)],
      );
      break;
    }
    case 'BioLinkSettingChanged':
      await tx.query('update bio_links set setting = $2 where shop_domain = $1', [
        shop,
        JSON.stringify(event.data.setting),
      ]);
      break;
    case 'BioLinkCustomized':
      await tx.query('update bio_links set look = $2 where shop_domain = $1', [
        shop,
        JSON.stringify(storedLook(event.data.look)),
      ]);
      break;
    case 'BioAvatarSet':
      await tx.query('update bio_links set avatar_media_id = $2, avatar_file = $3 where shop_domain = $1', [
        shop,
        event.data.avatar?.mediaId ?? null,
        event.data.avatar?.file ?? null,
      ]);
      break;
    case 'BioMediaBound':
      await tx.query('update bio_links set media_ids = $2 where shop_domain = $1', [
        shop,
        JSON.stringify(event.data.mediaIds),
      ]);
      break;
    case 'BioHeadersSet': {
      const { headers } = event.data;
      await tx.query('delete from bio_headers where shop_domain = $1', [shop]);
      await tx.query(
        `insert into bio_headers (shop_domain, sort, title, position)
         select $1, h.ord - 1, h.title, h.position from unnest($2::text[], $3::int[]) with ordinality as h(title, position, ord)`,
        [shop, headers.map((h) => h.title), headers.map((h) => h.position)],
      );
      break;
    }
    case 'BioPageLinkMade':
      await tx.query('update bio_links set page_code = $2, page_destination = $3 where shop_domain = $1', [
        shop,
        event.data.code,
        event.data.destination,
      ]);
      break;
  }
  await tx.query('update bio_links set position = $2 where shop_domain = $1', [shop, event.position]);
}

export const bioLinksProjection: Projection<BioLinkEvent> = {
  name: 'bio-links',
  tables: ['bio_links', 'bio_buttons', 'bio_social_accounts', 'bio_headers'],
  handles: BIO_LINK_EVENT_TYPES,
  apply: applyPage,
};

async function applyPost(tx: Transaction, event: RecordedEvent<BioPostEvent>) {
  if (!event.data?.shopDomain) return;
  if (event.type === 'BioPostSynced') {
    const p = event.data;
    await tx.query(
      `insert into bio_posts (shop_domain, media_id, platform, media_type, caption, permalink, media_url, thumbnail_url, posted_at, scheduled)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (shop_domain, media_id) do update set platform = excluded.platform, media_type = excluded.media_type,
         caption = excluded.caption, permalink = excluded.permalink, media_url = excluded.media_url,
         thumbnail_url = excluded.thumbnail_url, posted_at = excluded.posted_at, scheduled = excluded.scheduled`,
      [
        p.shopDomain,
        p.mediaId,
        p.platform,
        p.mediaType,
        p.caption ?? null,
        p.permalink ?? null,
        p.mediaUrl ?? null,
        p.thumbnailUrl ?? null,
        p.postedAt,
        p.scheduled,
      ],
    );
    return;
  }
  if (event.type === 'BioPostAutoReplySet') {
    const { shopDomain, mediaId, autoReply } = event.data;
    await tx.query(
      'update bio_posts set auto_reply = $3, auto_reply_at = $4 where shop_domain = $1 and media_id = $2',
      [shopDomain, mediaId, autoReply ? JSON.stringify(autoReply) : null, event.recordedAt],
    );
    return;
  }
  const { shopDomain, mediaId, items, autoReply } = event.data;
  await tx.query('delete from bio_post_links where shop_domain = $1 and media_id = $2', [shopDomain, mediaId]);
  await tx.query(
    `insert into bio_post_links (code, shop_domain, media_id, title, url, image_url, product_id, product, sort)
     select i.code, $1, $2, i.title, i.url, i.image_url, i.product_id, i.product::jsonb, i.ord - 1
     from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) with ordinality as i(code, title, url, image_url, product_id, product, ord)`,
    [
      shopDomain,
      mediaId,
      items.map((i) => i.code),
      items.map((i) => i.title),
      items.map((i) => i.url),
      items.map((i) => i.imageUrl ?? null),
      items.map((i) => i.productId ?? null),
      items.map((i) => (i.product ? JSON.stringify(i.product) : null)),
    ],
  );
  if (autoReply) {
    await tx.query(
      'update bio_posts set auto_reply = $3, auto_reply_at = $4 where shop_domain = $1 and media_id = $2',
      [shopDomain, mediaId, JSON.stringify(autoReply), event.recordedAt],
    );
  }
}

export const bioPostsProjection: Projection<BioPostEvent> = {
  name: 'bio-posts',
  tables: ['bio_posts', 'bio_post_links'],
  handles: BIO_POST_EVENT_TYPES,
  apply: applyPost,
};
