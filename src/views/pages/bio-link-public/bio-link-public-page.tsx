import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../../domain/bio-link';
import { bioLinkPublicMachine, type PublicPopularItem } from '../../../machines/bio-link-public.machine';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useAppActorRef } from '../../shell/app-runtime';
import '../bio-link/bio-link.css';

/** bioLinkPublic/index?handle=…: a creator's public bio page in the app (bio-link-public.machine.ts). */
export default function BioLinkPublicPage() {
  const [params] = useSearchParams();
  const handle = params.get('handle');
  // Another handle starts over with that page.
  return <PublicPage key={handle ?? ''} handle={handle} />;
}

function PublicPage({ handle }: { handle: string | null }) {
  const publicPage = useAppActorRef(bioLinkPublicMachine, { input: { handle } });
  const snapshot = useSelector(publicPage, (s) => s);
  const { page, failure } = snapshot.context;
  const title = snapshot.context.handle ? `@${snapshot.context.handle}` : 'Bio link page';

  if (snapshot.hasTag('not-found')) {
    return (
      <>
        <PageHeader title={title} back />
        <EmptyState icon="link" title="No bio link page at this handle">
          <p>{failure}</p>
        </EmptyState>
      </>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title={title} back />
        <LoadError message={failure} onRetry={() => publicPage.send({ type: 'public.retry' })} />
      </>
    );
  }
  if (!page) {
    return (
      <>
        <PageHeader title={title} back />
        <p className="lm-bio-muted" role="status">
          Loading the page…
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} back />
      <div className="lm-bio__side">
        {page.social.length > 0 && (
          <section className="lm-bio-card" aria-label="Social accounts">
            <h2>Social accounts</h2>
            <div className="lm-bio-actions">
              {page.social.map((s) => (
                <a
                  key={s.id}
                  className="lm-button lm-button--secondary"
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  {SOCIAL_PLATFORM_LABELS[s.platform as SocialPlatform] ?? s.platform}
                </a>
              ))}
            </div>
          </section>
        )}
        <section className="lm-bio-card" aria-label="Links">
          <h2>Links</h2>
          {page.buttons.length === 0 ? (
            <p className="lm-bio-muted">No links on this page yet.</p>
          ) : (
            <ol className="lm-bio-list">
              {page.buttons.map((b) => (
                <li key={b.id}>
                  {/* The tracked address, so a visit from here counts like one from the public page. */}
                  <a
                    className="lm-button"
                    href={b.shortUrl ?? b.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {b.title}
                  </a>
                </li>
              ))}
            </ol>
          )}
        </section>
        <Ranked title="Most popular" items={page.popular} />
        <Ranked title="Trending" items={page.trending} />
        {page.posts.length > 0 && (
          <section className="lm-bio-card" aria-label="Posts">
            <h2>Posts</h2>
            <ul className="lm-bio-public-posts">
              {page.posts.map((post) => (
                <li key={post.mediaId}>
                  {(post.thumbnailUrl ?? post.mediaUrl) && (
                    <img src={post.thumbnailUrl ?? post.mediaUrl} alt="" loading="lazy" />
                  )}
                  {post.caption && <p className="lm-bio-muted">{post.caption}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

function Ranked({ title, items }: { title: string; items: readonly PublicPopularItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="lm-bio-card" aria-label={title}>
      <h2>{title}</h2>
      <ol className="lm-bio-list">
        {items.map((item) => (
          <li key={item.id} className="lm-bio-item">
            <a className="lm-bio-item__text" href={item.url} target="_blank" rel="noopener noreferrer nofollow">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
