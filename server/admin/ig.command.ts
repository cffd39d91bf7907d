import { randomInt } from 'node:crypto';
import type { Services } from '../services';
import { accountByHandle } from '../modules/accounts';
import { autoDmOf, connectionView, type IntakeOutcome } from '../modules/auto-dm';
import { postWithAutoReply } from '../modules/bio-link';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readLimit, readValuedFlags } from './admin-format';

/**
 * `ig …`: the messaging simulator's side of Auto DM. `ig comment` brings a follower's comment in through the same
 * intake a verified webhook uses (a repeated --comment-id is a redelivery), `ig dms` lists what Auto DM sent, and
 * `ig unpair` plays Facebook unlinking the creator's Page from their Instagram account.
 */

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

async function shopOfHandle(services: Services, handle: string | undefined) {
  if (!handle || handle.startsWith('--')) throw new AdminUsageError('The creator handle comes first');
  const account = await accountByHandle(services.database, handle.replace(/^@/, ''));
  if (!account?.shop_domain || !account.handle)
    throw new AdminUsageError(`No creator with a shop has the handle ${handle} (see \`users list\`)`);
  return { shopDomain: account.shop_domain, handle: account.handle };
}

const OUTCOMES: Record<IntakeOutcome, string> = {
  queued: 'it matched the post’s Auto DM: the DM is queued',
  duplicate: 'this comment id was already received: nothing stored or sent again',
  'unknown-account': 'no shop has connected that account',
  'not-connected':
    'Auto DM cannot send for this creator (not connected, a permission missing, or the Page unlinked from Instagram): no DM',
  'own-comment': 'the creator’s own comment: no DM',
  'no-rule': 'the post has no Auto DM turned on: no DM',
  'not-published': 'the post is not a published post of this creator: no DM',
  'no-match': 'no trigger word in the comment: no DM',
};

export const igCommentCommand: AdminCommand = {
  name: 'ig comment',
  args: 'HANDLE POST_ID "TEXT" [--comment-id ID] [--from USERNAME]',
  summary: "inject a follower's comment on a creator's post, as Instagram or Facebook would (the simulator's webhook)",
  async run(args, services, { out }) {
    const [handle, mediaId, text, ...rest] = args;
    const { shopDomain } = await shopOfHandle(services, handle);
    if (!mediaId || !ID.test(mediaId))
      throw new AdminUsageError('The post id comes second (letters, digits, _ . and -)');
    if (text === undefined || text.startsWith('--'))
      throw new AdminUsageError('The comment text comes third, in quotes');
    const flags = readValuedFlags(rest, ['--comment-id', '--from'] as const);
    const commentId = flags['--comment-id'] ?? `sim_${randomInt(1e9, 9e9)}${randomInt(1e6, 9e6)}`;
    if (!ID.test(commentId)) throw new AdminUsageError('--comment-id takes letters, digits, _ . and -, at most 64');
    const autoDm = autoDmOf(services);
    const post = await postWithAutoReply(services.database, shopDomain, mediaId);
    const network = post?.platform ?? 'instagram';
    const page = connectionView(await autoDm.service.readConnection(shopDomain)).page;
    const accountId = network === 'instagram' ? page?.instagramAccountId : page?.pageId;
    if (!accountId) {
      out(
        `@${handle!.replace(/^@/, '')} has no connected ${network === 'instagram' ? 'Instagram account' : 'Facebook Page'} for Auto DM: the comment reaches nobody.`,
      );
      return 1;
    }
    const from = flags['--from'];
    const now = new Date();
    const outcome = await autoDm.service.receiveComment(
      {
        network,
        accountId,
        commentId,
        mediaId,
        text,
        ...(from ? { fromId: `sim_user_${from}`, fromUsername: from } : {}),
        commentedAt: now,
      },
      now,
    );
    out(`Comment ${commentId} on ${network} post ${mediaId}: ${OUTCOMES[outcome]}.`);
    if (outcome !== 'queued') return;
    if (!autoDm.dispatcher.isRunning()) {
      out('The running server sends it (start one with `npm start` if none is running).');
      return;
    }
    autoDm.dispatcher.wake();
    await autoDm.dispatcher.settled();
    const { rows } = await services.database.query<{ status: string; reason: string | null }>(
      'select status, reason from auto_dm_messages where network = $1 and comment_id = $2',
      [network, commentId],
    );
    const row = rows[0];
    out(row?.status === 'sent' ? 'DM sent.' : `DM ${row?.status ?? 'queued'}${row?.reason ? `: ${row.reason}` : ''}.`);
  },
};

export const igDmsCommand: AdminCommand = {
  name: 'ig dms',
  args: 'HANDLE [--limit N]',
  summary: 'list the DMs Auto DM sent (or queued, or failed) for a creator, newest first',
  async run(args, services, { out }) {
    const { shopDomain, handle } = await shopOfHandle(services, args[0]);
    const limit = readLimit(args.slice(1), 50);
    const { rows } = await services.database.query<{
      comment_id: string;
      network: string;
      media_id: string;
      commenter_username: string | null;
      comment_text: string;
      status: string;
      card_count: number;
      reason: string | null;
      received_at: Date;
      sent_at: Date | null;
    }>(`select * from auto_dm_messages where shop_domain = $1 order by position desc limit ${limit}`, [shopDomain]);
    if (rows.length === 0) {
      out(`No Auto DM for @${handle} yet.`);
      return;
    }
    const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
    out(
      formatTable(
        ['comment', 'post', 'from', 'text', 'status', 'cards', 'reason', 'time'],
        rows.map((r) => [
          r.comment_id,
          `${r.network}:${r.media_id}`,
          r.commenter_username ?? '',
          clip(r.comment_text, 30),
          r.status === 'sending' ? 'queued' : r.status,
          String(r.card_count),
          clip(r.reason ?? '', 60),
          new Date(r.sent_at ?? r.received_at).toISOString(),
        ]),
      ),
    );
  },
};

export const igUnpairCommand: AdminCommand = {
  name: 'ig unpair',
  args: 'HANDLE',
  summary:
    "simulate Facebook unlinking a creator's Page from their Instagram account (Auto DM stops, the creator is told)",
  async run(args, services, { out }) {
    if (services.messaging.kind !== 'simulator')
      throw new AdminUsageError(
        'ig unpair plays the simulator; with the Graph API the Page is unlinked on Facebook itself',
      );
    const { shopDomain, handle } = await shopOfHandle(services, args[0]);
    const changed = await autoDmOf(services).service.breakPair(
      shopDomain,
      'The Page was unlinked from the Instagram account (simulator: ig unpair).',
      new Date(),
    );
    out(
      changed
        ? `The Page of @${handle} is now unlinked from Instagram: Auto DM stops and the creator got the system message.`
        : `@${handle} has no linked Page and Instagram account to unlink.`,
    );
  },
};

export const IG_COMMANDS: readonly AdminCommand[] = [igCommentCommand, igDmsCommand, igUnpairCommand];
