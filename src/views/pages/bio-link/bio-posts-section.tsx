import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { captionExcerpt, POST_ITEM_TITLE_MAX, type PostItemDraft } from '../../../domain/bio-posts';
import { formatMoney } from '../../../domain/shop-products';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import {
  bioLinkPostsMachine,
  type BioLinkPostsSnapshot,
  type BioPost,
  type OpenPost,
} from '../../../machines/bio-link-posts.machine';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { Form, FormAlert, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { ProductPickerModal } from '../../components/product-picker-modal';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './bio-posts.css';

type Send = ActorRefFrom<typeof bioLinkPostsMachine>['send'];

/**
 * The Bio Link tab's posts (bio-link-posts.machine.ts): the creator's Instagram posts as tiles; a click opens the
 * post's products and links, and whether it shows on the public page, where it becomes a tile that opens them.
 */
export function BioPostsSection() {
  const posts = useAppActorRef(bioLinkPostsMachine);
  useForwardToRuntime(posts);
  // The earn rule's view of the creator: a link or product that would not earn is flagged, with the missing ids to add.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(posts, (s) => s);
  const { context } = snapshot;
  const send = posts.send;
  return (
    <section className="lm-bio-card lm-bio-posts" aria-label="Posts on your page">
      <h2>Posts on your page</h2>
      <p className="lm-bio-muted">
        Attach the products and links of each Instagram post. Posts you show appear on your page as a grid of tiles; a
        visitor taps one to shop its products. Every product carries your tracking ID, and every click counts.
      </p>
      {snapshot.hasTag('error') ? (
        <LoadError message={context.failure} onRetry={() => send({ type: 'posts.retry' })} />
      ) : !context.loaded ? (
        <p className="lm-bio-muted" role="status">
          Loading your posts…
        </p>
      ) : context.posts.length === 0 ? (
        <p className="lm-bio-muted">
          No Instagram posts yet. Once Instagram is connected, your recent posts show here (they are read every 15
          minutes).
        </p>
      ) : (
        <ul className="lm-bio-posts__grid" aria-label="Your posts">
          {context.posts.map((post, index) => (
            <PostTile
              key={post.mediaId}
              post={post}
              index={index}
              onPage={context.onPage.includes(post.mediaId)}
              open={context.open?.mediaId === post.mediaId}
              disabled={!snapshot.can({ type: 'post.open', mediaId: post.mediaId })}
              send={send}
            />
          ))}
        </ul>
      )}
      {context.loaded && (
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'posts.refresh' })}
          onClick={() => send({ type: 'posts.refresh' })}
        >
          Check for new posts
        </button>
      )}
      {context.open && (
        <PostEditor
          snapshot={snapshot}
          open={context.open}
          post={context.posts.find((p) => p.mediaId === context.open?.mediaId)}
          send={send}
          earn={earn}
        />
      )}
      {snapshot.hasTag('picker-visible') && context.picker && (
        <ProductPickerModal
          picker={context.picker}
          searching={snapshot.hasTag('searching')}
          canSearch={snapshot.can({ type: 'picker.search' })}
          send={send}
        />
      )}
    </section>
  );
}

function PostTile({
  post,
  index,
  onPage,
  open,
  disabled,
  send,
}: {
  post: BioPost;
  index: number;
  onPage: boolean;
  open: boolean;
  disabled: boolean;
  send: Send;
}) {
  const label = captionExcerpt(post.caption, `Post ${index + 1}`);
  const count = post.linkedContent.length;
  return (
    <li>
      <button
        type="button"
        className="lm-bio-posts__tile"
        aria-pressed={open}
        disabled={disabled}
        onClick={() => send({ type: 'post.open', mediaId: post.mediaId })}
      >
        {post.thumbnailUrl ? (
          <img src={post.thumbnailUrl} alt="" />
        ) : (
          <span className="lm-bio-posts__caption">{label}</span>
        )}
        <span className="lm-bio-posts__badges">
          <span>{count === 0 ? 'Nothing attached' : `${count} attached`}</span>
          {onPage && <span className="lm-bio-posts__on">On your page</span>}
        </span>
        <span className="lm-visually-hidden">Open post: {label}</span>
      </button>
    </li>
  );
}

function itemText(item: PostItemDraft): string {
  if (item.kind === 'link') return item.url;
  const { brand, price } = item.product;
  return ['Product', brand, price ? formatMoney(price) : undefined].filter(Boolean).join(' · ');
}

/** The retailer address the earn rule checks for an item: a link's, or a picked product's (a saved product's is not known here). */
const itemAddress = (item: PostItemDraft): string => (item.kind === 'link' ? item.url : (item.product.url ?? ''));

function PostEditor({
  snapshot,
  open,
  post,
  send,
  earn,
}: {
  snapshot: BioLinkPostsSnapshot;
  open: OpenPost;
  post: BioPost | undefined;
  send: Send;
  earn: EarnActor;
}) {
  const { newLink, newLinkProblem, failure } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  return (
    <section className="lm-bio-posts__editor" aria-label="Products and links of this post">
      <h3>Products and links of this post</h3>
      {post?.caption && <p className="lm-bio-muted">{captionExcerpt(post.caption, '')}</p>}
      <FormAlert message={failure} />
      {open.items.length === 0 ? (
        <p className="lm-bio-muted">Nothing attached yet: add the products you show in this post, or links.</p>
      ) : (
        <ol className="lm-bio-list" aria-label="Attached to this post">
          {open.items.map((item) => (
            <li key={item.key} className="lm-bio-item" data-item={item.title}>
              <span className="lm-bio-item__text">
                {item.title}
                <small>{itemText(item)}</small>
                <EarnWarning
                  earn={earn}
                  address={itemAddress(item)}
                  kept={item.keepUntagged ?? false}
                  what={`“${item.title}”`}
                  onKeep={(keep) => send({ type: 'post.item.keep', key: item.key, keep })}
                />
              </span>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                aria-label={`Remove ${item.title}`}
                disabled={!snapshot.can({ type: 'post.item.remove', key: item.key })}
                onClick={() => send({ type: 'post.item.remove', key: item.key })}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="lm-bio-actions">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'picker.open' })}
          onClick={() => send({ type: 'picker.open' })}
        >
          Add a product
        </button>
      </div>
      <Form label="Add a link to this post" onSubmit={() => send({ type: 'post.link.add' })}>
        <div className="lm-row">
          <TextField
            label="Link title"
            name="postLinkTitle"
            required
            value={newLink.title}
            maxLength={POST_ITEM_TITLE_MAX + 10}
            error={newLinkProblem?.field === 'title' ? newLinkProblem.message : null}
            onChange={(value) => send({ type: 'post.link.draft', field: 'title', value })}
          />
          <TextField
            label="Link address"
            name="postLinkUrl"
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            value={newLink.url}
            error={newLinkProblem?.field === 'url' ? newLinkProblem.message : null}
            onChange={(value) => send({ type: 'post.link.draft', field: 'url', value })}
          />
        </div>
        <EarnWarning
          earn={earn}
          address={newLink.url}
          kept={newLink.keepUntagged}
          what="This link"
          onKeep={(keep) => send({ type: 'post.link.keep', keep })}
        />
        <button type="submit" className="lm-button lm-button--secondary">
          Add link
        </button>
      </Form>
      <label className="lm-bio-switch">
        <input
          type="checkbox"
          checked={open.show}
          disabled={!snapshot.can({ type: 'post.show.set', show: !open.show })}
          onChange={(e) => send({ type: 'post.show.set', show: e.target.checked })}
        />
        Show this post on my bio page
      </label>
      <div className="lm-bio-actions">
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'post.save' })}
          onClick={() => send({ type: 'post.save' })}
        >
          {saving ? 'Saving…' : 'Save post'}
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'post.close' })}
          onClick={() => send({ type: 'post.close' })}
        >
          Close
        </button>
      </div>
    </section>
  );
}
