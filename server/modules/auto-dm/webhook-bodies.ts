import type { MessagingNetwork } from '../../integrations/messaging/messaging-port';

/**
 * The comments in a Graph API webhook delivery, from either shape Meta sends: `entry[].changes[]` (the usual one)
 * or `entry[].field` with `entry[].value` (Instagram's test deliveries, some API versions). Instagram comments are
 * field `comments`; a Facebook Page's are field `feed` with item `comment` and verb `add` (edits and removals are
 * not new comments). Anything else in a delivery is acknowledged and ignored.
 */

export interface IncomingComment {
  network: MessagingNetwork;
  /** entry.id: the Instagram account or the Page the comment is on. */
  accountId: string;
  commentId: string;
  mediaId: string;
  text: string;
  fromId?: string;
  fromUsername?: string;
  commentedAt: Date;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Meta's entry.time is in seconds; a value that can only be milliseconds is read as such. */
function timeOf(seconds: unknown, fallback: Date): Date {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return fallback;
  return new Date(seconds > 1e11 ? seconds : seconds * 1000);
}

function commentOf(
  object: string,
  accountId: string,
  field: string,
  value: Json,
  at: Date,
): IncomingComment | undefined {
  const from = isObject(value.from) ? value.from : undefined;
  const sender = { ...(text(from?.id) ? { fromId: text(from?.id)! } : {}) };
  if (object === 'instagram' && field === 'comments') {
    const commentId = text(value.id);
    const mediaId = isObject(value.media) ? text(value.media.id) : undefined;
    if (!commentId || !mediaId) return undefined;
    const username = text(from?.username);
    return {
      network: 'instagram',
      accountId,
      commentId,
      mediaId,
      text: text(value.text) ?? '',
      ...sender,
      ...(username ? { fromUsername: username } : {}),
      commentedAt: at,
    };
  }
  if (object === 'page' && field === 'feed' && value.item === 'comment' && value.verb === 'add') {
    const commentId = text(value.comment_id);
    const mediaId = text(value.post_id);
    if (!commentId || !mediaId) return undefined;
    const name = text(from?.name);
    return {
      network: 'facebook',
      accountId,
      commentId,
      mediaId,
      text: text(value.message) ?? '',
      ...sender,
      ...(name ? { fromUsername: name } : {}),
      commentedAt: at,
    };
  }
  return undefined;
}

/** Every new comment a delivery carries, in order; `now` stands in for an entry without a time. */
export function commentsOfDelivery(body: unknown, now: Date): IncomingComment[] {
  if (!isObject(body) || !Array.isArray(body.entry)) return [];
  const object = text(body.object) ?? '';
  const found: IncomingComment[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry)) continue;
    const accountId = text(entry.id);
    if (!accountId) continue;
    const at = timeOf(entry.time, now);
    const changes = Array.isArray(entry.changes) ? entry.changes : [{ field: entry.field, value: entry.value }];
    for (const change of changes) {
      if (!isObject(change) || typeof change.field !== 'string' || !isObject(change.value)) continue;
      const comment = commentOf(object, accountId, change.field, change.value, at);
      if (comment) found.push(comment);
    }
  }
  return found;
}
