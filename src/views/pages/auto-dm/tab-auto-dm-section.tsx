import { useSelector } from '@xstate/react';
import { autoDmPostsMachine } from '../../../machines/auto-dm-posts.machine';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { AutoDmPosts } from './auto-dm-posts';
import './auto-dm.css';

/**
 * The Auto DM part of the Bio Link + Auto DM tab: the entry to autoDm/index and each post's Auto DM. Without
 * Facebook auth or a bio link, the entries toast the spec's sentence instead (auto-dm-posts.machine.ts).
 */
export function TabAutoDmSection() {
  const posts = useAppActorRef(autoDmPostsMachine);
  useForwardToRuntime(posts);
  const snapshot = useSelector(posts, (s) => s);
  const send = posts.send;
  return (
    <section className="lm-adm-card" aria-label="Auto DM" aria-busy={snapshot.hasTag('busy')}>
      <h2>Auto DM</h2>
      <p className="lm-adm-muted">A comment with a trigger word on your post gets a direct message with your links.</p>
      <div className="lm-adm-actions">
        <button type="button" className="lm-button" disabled={!snapshot.can({ type: 'autoDm.open' })} onClick={() => send({ type: 'autoDm.open' })}>
          Open Auto DM
        </button>
        {snapshot.hasTag('error') && (
          <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'autoDm.retry' })}>
            Retry
          </button>
        )}
      </div>
      {snapshot.hasTag('error') && <p className="lm-field__error">{snapshot.context.failure}</p>}
      {snapshot.context.overview && <AutoDmPosts snapshot={snapshot} onOpen={(mediaId) => send({ type: 'post.open', mediaId })} />}
    </section>
  );
}
