import type { components } from '../../../src/generated/api';
import { autoDmProblems, normaliseAutoDm, type AutoDmProblem } from '../../../src/domain/auto-dm-rules';
import { badRequest, notFound } from '../../errors';
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
import { shortLinksOf } from '../short-links';
import { readEarnSettings } from '../tracking-ids';
import {
  BIO_LINK_MESSAGES,
  bioLinksOf,
  cardButtonProblems,
  postsWithAutoReply,
  postWithAutoReply,
  requireScheduledAutoDm,
  type AutoReply,
  type EditVersion,
  type PostAutoReplyRow,
} from '../bio-link';
import type { AutoDmService } from './auto-dm-service';
import { CONNECTION_MESSAGES } from './connection-decider';

/**
 * The auto reply of each post (add/get/check calls), the scheduler's calls, and the list of DMs sent. The auto reply
 * is stored on the bio post (bio-link's SetAutoReply), the same one edit_link_content_V3/V4 write, so every call
 * reads and writes one value.
 */

type Schemas = components['schemas'];

export const SCHEDULER_MESSAGES = {
  published: (mediaId: string) =>
    `Post ${mediaId} is already published: the scheduler only clears the Auto DM of scheduled posts.`,
} as const;

/** v1 and v3 edit published posts only; v4 (and its check) scheduled ones too. */
const VERSIONS = {
  addAutoReply: { allowScheduled: false, save: true },
  addAutoReplyV3: { allowScheduled: false, save: true },
  addAutoReplyV4: { allowScheduled: true, save: true },
  checkAddAutoReplyV4: { allowScheduled: true, save: false },
} as const;

const EMPTY_REPLY: AutoReply = { enabled: false, keywords: [], carouselReplyContentList: [] };

function mediaAutoReply(row: PostAutoReplyRow): Schemas['MediaAutoReply'] {
  return {
    mediaId: row.media_id,
    platform: row.platform,
    autoReply: row.auto_reply ?? EMPTY_REPLY,
    updatedAt: new Date(row.auto_reply_at ?? row.posted_at).toISOString(),
  };
}

const underRequest = (problems: readonly AutoDmProblem[]) =>
  problems.map((p) => ({ field: `/autoReply${p.field}`, message: p.message }));

export function createAutoReplyOperations(services: Services, service: AutoDmService): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const { bio } = bioLinksOf(services);
  const links = shortLinksOf(services);
  const call = (ctx: RequestContext) => ({ now: ctx.now, metadata: { requestId: ctx.requestId } });

  async function ownPost(ctx: RequestContext, mediaId: string): Promise<PostAutoReplyRow> {
    const row = await postWithAutoReply(db, shopOf(ctx), mediaId);
    if (!row) throw notFound(BIO_LINK_MESSAGES.unknownPost(mediaId));
    return row;
  }

  function setAutoReply(allowScheduled: boolean, save: boolean): OperationHandler {
    return async (ctx) => {
      const body = ctx.body as Schemas['AutoReplyRequest'];
      const shopDomain = shopOf(ctx);
      const version: EditVersion = { platform: body.platform ?? 'instagram', allowScheduled };
      if (allowScheduled) await requireScheduledAutoDm(db, shopDomain, body.mediaId);
      const earn = await readEarnSettings({ db, store }, shopDomain);
      const problems = underRequest([...autoDmProblems(body.autoReply), ...cardButtonProblems(earn, body.autoReply)]);
      const connected = (await service.readConnection(shopDomain)).connected;
      if (!connected) problems.unshift({ field: '', message: CONNECTION_MESSAGES.notConnected });
      const command = {
        type: 'SetAutoReply' as const,
        shopDomain,
        mediaId: body.mediaId,
        version,
        autoReply: problems.length === 0 ? normaliseAutoDm(body.autoReply) : null,
      };
      if (!save) {
        try {
          await bio.checkPost(command, ctx.now);
        } catch (error) {
          if (error instanceof DomainError)
            return { ok: false, problems: [{ field: '/mediaId', message: error.message }, ...problems] };
          throw error;
        }
        return { ok: problems.length === 0, problems };
      }
      if (problems[0]) throw badRequest(problems[0].message);
      if (command.autoReply) {
        // The buttons' tracked addresses first, so the stored reply never names an address without one.
        await bio.checkPost(command, ctx.now);
        await bio.cardLinks.store(
          {
            shopDomain,
            mediaId: body.mediaId,
            reply: command.autoReply,
            settings: earn,
            shortBase: links.baseUrl(requestOrigin(ctx)),
          },
          call(ctx),
        );
      }
      await bio.post(command, call(ctx));
      return mediaAutoReply(await ownPost(ctx, body.mediaId));
    };
  }

  return {
    ...Object.fromEntries(
      Object.entries(VERSIONS).map(([operationId, v]) => [operationId, setAutoReply(v.allowScheduled, v.save)]),
    ),

    async getAutoReply(ctx) {
      const { mediaId, platform } = ctx.body as Schemas['AutoReplyQuery'];
      const row = await ownPost(ctx, mediaId);
      if (platform && platform !== row.platform) throw notFound(BIO_LINK_MESSAGES.unknownPost(mediaId));
      return mediaAutoReply(row);
    },
    getAutoReplyV2: async (ctx): Promise<Schemas['MediaAutoReplyList']> => ({
      list: (await postsWithAutoReply(db, shopOf(ctx))).map(mediaAutoReply),
    }),

    async checkUnPublishPost(ctx): Promise<Schemas['UnpublishedPosts']> {
      const count = (await postsWithAutoReply(db, shopOf(ctx), { scheduledOnly: true })).length;
      return { hasUnpublished: count > 0, count };
    },
    async deleteSchedule(ctx): Promise<Schemas['DeletedCount']> {
      const { mediaId } = (ctx.body ?? {}) as Schemas['DeleteScheduleRequest'];
      const shopDomain = shopOf(ctx);
      let posts: PostAutoReplyRow[];
      if (mediaId !== undefined) {
        const row = await ownPost(ctx, mediaId);
        if (!row.scheduled) throw badRequest(SCHEDULER_MESSAGES.published(mediaId));
        posts = row.auto_reply ? [row] : [];
      } else {
        posts = await postsWithAutoReply(db, shopDomain, { scheduledOnly: true });
      }
      for (const post of posts) {
        await bio.post(
          {
            type: 'SetAutoReply',
            shopDomain,
            mediaId: post.media_id,
            version: { platform: post.platform, allowScheduled: true },
            autoReply: null,
          },
          call(ctx),
        );
      }
      return { deleted: posts.length };
    },

    async getAutoReplyMessages(ctx): Promise<Schemas['AutoReplyMessagePage']> {
      const body = (ctx.body ?? {}) as Schemas['AutoReplyMessagesQuery'];
      const { limit, offset } = pageRequest(body);
      const params = [shopOf(ctx), body.mediaId ?? null, body.platform ?? null];
      const where = 'shop_domain = $1 and ($2::text is null or media_id = $2) and ($3::text is null or network = $3)';
      const [rows, total] = await Promise.all([
        db.query<MessageRow>(
          `select * from auto_dm_messages where ${where} order by position desc limit ${limit} offset ${offset}`,
          params,
        ),
        db.query<{ n: number }>(`select count(*)::int as n from auto_dm_messages where ${where}`, params),
      ]);
      return { list: rows.rows.map(messageView), total: total.rows[0]?.n ?? 0 };
    },
  };
}

interface MessageRow {
  network: Schemas['MessagingPlatform'];
  comment_id: string;
  media_id: string;
  commenter_username: string | null;
  comment_text: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  reason: string | null;
  dm_text: string | null;
  card_count: number;
  received_at: Date;
  sent_at: Date | null;
}

function messageView(row: MessageRow): Schemas['AutoReplyMessage'] {
  return {
    commentId: row.comment_id,
    mediaId: row.media_id,
    platform: row.network,
    ...(row.commenter_username ? { commenterUsername: row.commenter_username } : {}),
    commentText: row.comment_text,
    // A DM being handed to the network right now is still waiting as far as the creator is concerned.
    status: row.status === 'sending' ? 'queued' : row.status,
    ...(row.reason ? { reason: row.reason.slice(0, 500) } : {}),
    ...(row.dm_text ? { dmText: row.dm_text } : {}),
    cardCount: row.card_count,
    receivedAt: new Date(row.received_at).toISOString(),
    ...(row.sent_at ? { sentAt: new Date(row.sent_at).toISOString() } : {}),
  };
}
