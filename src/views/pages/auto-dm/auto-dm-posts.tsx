import { autoDmSummary } from '../../../domain/auto-dm';
import type { AutoDmPostsSnapshot, PostRow } from '../../../machines/auto-dm-posts.machine';
import './auto-dm.css';

const postTitle = (post: PostRow) => post.caption?.trim() || `${post.platform === 'facebook' ? 'Facebook' : 'Instagram'} post ${post.mediaId}`;
const dmsText = (count: number) => `${count.toLocaleString('en-US')} DM${count === 1 ? '' : 's'}`;

/** The creator's posts, each with its Auto DM and the DMs it sent; a post opens its editor (auto-dm-posts.machine.ts). */
export function AutoDmPosts({ snapshot, onOpen }: { snapshot: AutoDmPostsSnapshot; onOpen(mediaId: string): void }) {
  const posts = snapshot.context.overview?.posts ?? [];
  if (posts.length === 0) {
    return <p className="lm-adm-muted">No posts yet: your Instagram posts show here once they are synced.</p>;
  }
  return (
    <ul className="lm-adm-list" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.mediaId} className="lm-adm-item" data-media-id={post.mediaId}>
          {(post.thumbnailUrl ?? post.mediaUrl) && <img src={post.thumbnailUrl ?? post.mediaUrl} alt="" loading="lazy" />}
          <span className="lm-adm-item__text">
            {postTitle(post)}
            <small data-testid="auto-dm-state">{autoDmSummary(post.autoReplyResp)}</small>
            {post.autoReplyResp && (
              <small data-testid="dm-count">
                {dmsText(post.dmCount)}
                {post.isContentUrl ? ' · with product links' : ''}
              </small>
            )}
          </span>
          <button type="button" className="lm-button lm-button--secondary" aria-label={`Set Auto DM of ${postTitle(post)}`} onClick={() => onOpen(post.mediaId)}>
            Set Auto DM
          </button>
        </li>
      ))}
    </ul>
  );
}
