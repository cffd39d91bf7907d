import type { Actor } from 'xstate';
import { autoDmSummary, POST_NETWORK_NAMES } from '../../../domain/auto-dm';
import { autoDmPostsMachine, type AutoDmPostsSnapshot, type PostRow } from '../../../machines/auto-dm-posts.machine';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './auto-dm.css';

export type AutoDmActor = Actor<typeof autoDmPostsMachine>;

/** An Auto DM actor whose navigations and toasts reach the app (autoDm/index has one; the Bio Link tab's card and posts share one). */
export function useAutoDmPosts(): AutoDmActor {
  const actor = useAppActorRef(autoDmPostsMachine);
  useForwardToRuntime(actor);
  return actor;
}

const postTitle = (post: PostRow) =>
  post.caption?.trim() || `${POST_NETWORK_NAMES[post.platform]} post ${post.mediaId}`;
const dmsText = (count: number) => `${count.toLocaleString('en-US')} DM${count === 1 ? '' : 's'}`;

/** The creator's posts, each with its Auto DM and the DMs it sent; a post opens its editor (auto-dm-posts.machine.ts). */
export function AutoDmPosts({ snapshot, onOpen }: { snapshot: AutoDmPostsSnapshot; onOpen(mediaId: string): void }) {
  const posts = snapshot.context.overview?.posts ?? [];
  if (posts.length === 0) {
    return (
      <p className="lm-adm-muted">
        No posts yet: your Instagram and Facebook Page posts show here once they are synced.
      </p>
    );
  }
  return (
    <ul className="lm-adm-list" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.mediaId} className="lm-adm-item" data-media-id={post.mediaId}>
          {(post.thumbnailUrl ?? post.mediaUrl) && (
            <img src={post.thumbnailUrl ?? post.mediaUrl} alt="" loading="lazy" />
          )}
          <span className="lm-adm-item__text">
            {postTitle(post)}
            <small data-testid="post-network">{POST_NETWORK_NAMES[post.platform]}</small>
            <small data-testid="auto-dm-state">{autoDmSummary(post.autoReplyResp)}</small>
            {post.autoReplyResp && (
              <small data-testid="dm-count">
                {dmsText(post.dmCount)}
                {post.isContentUrl ? ' · with product links' : ''}
              </small>
            )}
          </span>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-label={`Set Auto DM of ${postTitle(post)}`}
            onClick={() => onOpen(post.mediaId)}
          >
            Set Auto DM
          </button>
        </li>
      ))}
    </ul>
  );
}
