import { z } from 'zod';
import type { NetworkPost } from './messaging-port';

/**
 * The Instagram media list (GET /{ig-user-id}/media), read into NetworkPosts. Graph's timestamp reads like
 * 2026-11-20T17:00:00+0000; it is kept as ISO. Addresses other than http(s) are dropped, so nothing else reaches a
 * page; a media of a type Linkmint does not know, or without a usable time, is left out.
 */

export const INSTAGRAM_MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp';
/** Instagram's caption limit; a longer one is cut rather than lost. */
const CAPTION_MAX = 2200;

const MediaAnswer = z.object({
  data: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      caption: z.string().optional(),
      media_type: z.string().optional(),
      media_url: z.string().optional(),
      permalink: z.string().optional(),
      thumbnail_url: z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
});

const MEDIA_TYPES: readonly NetworkPost['mediaType'][] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'];

function webAddress(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined;
  return new URL(value).href;
}

/** Graph's "+0000" offset, written "+00:00" so every JavaScript engine reads it. */
function isoTime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const at = Date.parse(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** The posts of a media list answer, or undefined when the answer is not one. */
export function postsOfMediaAnswer(body: unknown): NetworkPost[] | undefined {
  const parsed = MediaAnswer.safeParse(body);
  if (!parsed.success) return undefined;
  const posts: NetworkPost[] = [];
  for (const media of parsed.data.data) {
    const mediaType = MEDIA_TYPES.find((type) => type === media.media_type);
    const postedAt = isoTime(media.timestamp);
    if (!mediaType || !postedAt) continue;
    const mediaUrl = webAddress(media.media_url);
    const permalink = webAddress(media.permalink);
    const thumbnailUrl = webAddress(media.thumbnail_url);
    posts.push({
      id: media.id,
      ...(media.caption !== undefined ? { caption: media.caption.slice(0, CAPTION_MAX) } : {}),
      mediaType,
      ...(mediaUrl ? { mediaUrl } : {}),
      ...(permalink ? { permalink } : {}),
      ...(thumbnailUrl ? { thumbnailUrl } : {}),
      postedAt,
    });
  }
  return posts;
}
