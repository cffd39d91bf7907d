import { useSelector } from '@xstate/react';
import { AUTO_DM_TEXTS } from '../../../domain/auto-dm';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import '../../components/forms.css';
import { AutoDmPosts, useAutoDmPosts } from './auto-dm-posts';
import './auto-dm.css';

/** autoDm/index: the connection, and each post's Auto DM with the DMs it sent (auto-dm-posts.machine.ts). */
export default function AutoDmPage() {
  const posts = useAutoDmPosts();
  const snapshot = useSelector(posts, (s) => s);
  const { overview, failure } = snapshot.context;
  const send = posts.send;
  const actions = (
    <div className="lm-adm-actions">
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'autoDm.refresh' })}
        onClick={() => send({ type: 'autoDm.refresh' })}
      >
        Refresh
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'autoDm.scheduler' })}
        onClick={() => send({ type: 'autoDm.scheduler' })}
      >
        Auto reply scheduler
      </button>
    </div>
  );
  if (snapshot.hasTag('error')) {
    return (
      <>
        <PageHeader title="Auto DM" back />
        <LoadError message={failure} onRetry={() => send({ type: 'autoDm.retry' })} />
      </>
    );
  }
  const status = overview?.status;
  return (
    <>
      <PageHeader title="Auto DM" back actions={actions} />
      <div className="lm-adm" aria-busy={snapshot.hasTag('busy')}>
        {!overview && <p role="status">Loading Auto DM…</p>}
        {overview && (
          <section className="lm-adm-card" aria-label="Connection">
            <h2>Connection</h2>
            {snapshot.hasTag('enabled') ? (
              <p data-testid="auto-dm-connection">
                Auto DM answers through {status?.pageName ?? 'your Facebook Page'}
                {status?.instagramUserName ? ` and @${status.instagramUserName}` : ''}.
              </p>
            ) : (
              <p data-testid="auto-dm-connection">
                {snapshot.hasTag('not-connected')
                  ? 'Connect Instagram and Facebook to turn Auto DM on.'
                  : 'Create your bio link page first: Auto DM sends its links.'}
              </p>
            )}
            {status?.connected && !status.pairValid && <p className="lm-adm-warn">{AUTO_DM_TEXTS.pairBroken}</p>}
            <button type="button" className="lm-button" onClick={() => send({ type: 'autoDm.connect' })}>
              {snapshot.hasTag('not-connected') ? 'Connect' : 'Manage connection'}
            </button>
          </section>
        )}
        {overview && (
          <section className="lm-adm-card" aria-label="Your posts">
            <h2>Your posts</h2>
            <p className="lm-adm-muted">
              Instagram and Facebook Page posts. A comment with one of a post’s trigger words gets one direct message,
              once per comment.
            </p>
            <AutoDmPosts snapshot={snapshot} onOpen={(mediaId) => send({ type: 'post.open', mediaId })} />
          </section>
        )}
      </div>
    </>
  );
}
