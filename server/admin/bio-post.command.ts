import { randomBytes } from 'node:crypto';
import { accountByHandle } from '../modules/accounts';
import { createBioLinks, type SyncedPost } from '../modules/bio-link';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { readValuedFlags } from './admin-format';

/**
 * `bio post <handle> …`: records a creator's Instagram or Facebook post as synced (BioPostSynced), the event Auto DM's
 * post sync records for Instagram posts read through the Graph API. It is how posts reach the bio link editor, the
 * page and Auto DM under the simulator (which lists none) and for Facebook Page posts (not read from Graph). Posting the same media id again updates that post (`--scheduled false` publishes a scheduled one).
 */

const FLAGS = [
  '--media-id',
  '--platform',
  '--type',
  '--caption',
  '--permalink',
  '--media-url',
  '--thumbnail-url',
  '--posted-at',
  '--scheduled',
] as const;
const PLATFORMS = ['instagram', 'facebook'] as const;
const TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

function webAddress(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/i.test(value) || !URL.canParse(value))
    throw new AdminUsageError(`${flag} must be an http(s) address`);
  return new URL(value).href;
}

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new AdminUsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export const bioPostCommand: AdminCommand = {
  name: 'bio post',
  args: 'HANDLE [--media-id ID] [--platform instagram|facebook] [--type IMAGE|VIDEO|CAROUSEL_ALBUM] [--caption TEXT] [--permalink URL] [--media-url URL] [--thumbnail-url URL] [--posted-at ISO] [--scheduled true|false]',
  summary:
    "record a creator's post as synced from Instagram or Facebook (what the Instagram post sync does), for the bio link",
  async run(args, services, { out }) {
    const [handle, ...rest] = args;
    if (!handle || handle.startsWith('--')) throw new AdminUsageError('The creator handle comes first');
    const flags = readValuedFlags(rest, FLAGS);
    const account = await accountByHandle(services.database, handle.replace(/^@/, ''));
    if (!account?.shop_domain)
      throw new AdminUsageError(`No creator with a shop has the handle ${handle} (see \`users list\`)`);
    const mediaId = flags['--media-id'] ?? `post_${randomBytes(6).toString('hex')}`;
    if (!MEDIA_ID.test(mediaId)) throw new AdminUsageError('--media-id takes letters, digits, _ and -, at most 64');
    const postedAt = flags['--posted-at'] ?? new Date().toISOString();
    if (!/[zZ]|[+-]\d\d:\d\d$/.test(postedAt) || Number.isNaN(Date.parse(postedAt)))
      throw new AdminUsageError('--posted-at must be an ISO time with an offset, e.g. 2026-11-20T09:00:00-08:00');
    const caption = flags['--caption'];
    if (caption !== undefined && caption.length > 2200)
      throw new AdminUsageError('--caption is at most 2200 characters');
    const permalink = webAddress('--permalink', flags['--permalink']);
    const mediaUrl = webAddress('--media-url', flags['--media-url']);
    const thumbnailUrl = webAddress('--thumbnail-url', flags['--thumbnail-url']);
    const post: SyncedPost = {
      shopDomain: account.shop_domain,
      mediaId,
      platform: oneOf('--platform', flags['--platform'], PLATFORMS, 'instagram'),
      mediaType: oneOf('--type', flags['--type'], TYPES, 'IMAGE'),
      ...(caption !== undefined ? { caption } : {}),
      ...(permalink ? { permalink } : {}),
      ...(mediaUrl ? { mediaUrl } : {}),
      ...(thumbnailUrl ? { thumbnailUrl } : {}),
      postedAt: new Date(postedAt).toISOString(),
      scheduled: oneOf('--scheduled', flags['--scheduled'], ['true', 'false'], 'false') === 'true',
    };
    const changed = await createBioLinks(services.database, services.eventStore).syncPost(post, {
      metadata: { actor: 'admin' },
    });
    out(
      changed
        ? `Recorded ${post.platform} post ${mediaId} of @${account.handle}.`
        : `Post ${mediaId} of @${account.handle} was already recorded as given.`,
    );
  },
};
