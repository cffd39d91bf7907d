import type { Queryable } from '../../db/database';
import { requireFeature } from '../billing';
import type { AutoReply, MessagingPlatform } from './bio-post-decider';

/**
 * The auto replies stored on posts, read by the Auto DM module (auto-dm): the bio post is their one home, whether
 * edit_link_content_V3/V4 or add_auto_reply wrote them.
 */

export interface PostAutoReplyRow {
  media_id: string;
  platform: MessagingPlatform;
  scheduled: boolean;
  posted_at: Date;
  auto_reply: AutoReply | null;
  auto_reply_at: Date | null;
}

const COLUMNS = 'media_id, platform, scheduled, posted_at, auto_reply, auto_reply_at';

/** One post of the shop (with or without an auto reply), or undefined when the shop has no such post. */
export async function postWithAutoReply(
  db: Queryable,
  shopDomain: string,
  mediaId: string,
): Promise<PostAutoReplyRow | undefined> {
  const { rows } = await db.query<PostAutoReplyRow>(
    `select ${COLUMNS} from bio_posts where shop_domain = $1 and media_id = $2`,
    [shopDomain, mediaId],
  );
  return rows[0];
}

/** Every post of the shop that has an auto reply, most recently set first; only scheduled ones with `scheduledOnly`. */
export async function postsWithAutoReply(
  db: Queryable,
  shopDomain: string,
  options: { scheduledOnly?: boolean } = {},
): Promise<PostAutoReplyRow[]> {
  const { rows } = await db.query<PostAutoReplyRow>(
    `select ${COLUMNS} from bio_posts where shop_domain = $1 and auto_reply is not null ${options.scheduledOnly ? 'and scheduled' : ''}
     order by auto_reply_at desc nulls last, media_id`,
    [shopDomain],
  );
  return rows;
}

/**
 * An Auto DM on a post that is scheduled and not published yet is the plan feature schedule_posts (the plans
 * table): refused with the plan that includes it. Published posts take an Auto DM on every plan.
 */
export async function requireScheduledAutoDm(db: Queryable, shopDomain: string, mediaId: string): Promise<void> {
  const post = await postWithAutoReply(db, shopDomain, mediaId);
  if (post?.scheduled) await requireFeature(db, shopDomain, 'schedule_posts');
}
