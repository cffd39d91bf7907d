import type { Queryable } from '../../db/database';
import type { DmFunnelSource } from '../../services';

/**
 * Auto DM's part of a post's funnel: the followers' comments received on the post (the creator's own are not kept
 * in auto_dm_comments), those that owed a DM (they matched the
 * post's keyword), and the DMs sent for them, by the Pacific day the comment was received, so each step counts
 * the same comments as the one before it.
 */
export const autoDmFunnel =
  (db: Queryable): DmFunnelSource =>
  async ({ shopDomain, mediaId }, { startDate, endDate }) => {
    const { rows } = await db.query<{ comments: number; matched: number; sent: number }>(
      `select count(*)::int as comments, count(*) filter (where c.dm_owed)::int as matched,
         count(*) filter (where m.status = 'sent')::int as sent
       from auto_dm_comments c
       left join auto_dm_messages m on m.network = c.network and m.comment_id = c.comment_id
       where c.shop_domain = $1 and c.media_id = $2
         and c.received_at >= ($3::date::timestamp at time zone 'America/Los_Angeles')
         and c.received_at < (($4::date + 1)::timestamp at time zone 'America/Los_Angeles')`,
      [shopDomain, mediaId, startDate, endDate],
    );
    const row = rows[0];
    return { comments: Number(row?.comments ?? 0), matched: Number(row?.matched ?? 0), sent: Number(row?.sent ?? 0) };
  };
