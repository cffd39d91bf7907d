import { useSelector } from '@xstate/react';
import { AutoDmPosts, type AutoDmActor } from './auto-dm-posts';
import './auto-dm.css';

/**
 * The Auto DM card at the top of the Bio Link tab (issue 24): while Instagram is not connected, 'Connect Instagram'
 * leads to the connection (fbAuth); once connected, Open Auto DM leads to autoDm/index. Open Auto DM follows the
 * spec's gate: without Facebook auth or a bio link it toasts 'Please enable Auto DM before using this function.'.
 */
export function TabAutoDmCard({ actor }: { actor: AutoDmActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const notConnected = snapshot.hasTag('not-connected');
  const open = (
    <button
      key="open"
      type="button"
      className={notConnected ? 'lm-button lm-button--secondary' : 'lm-button'}
      disabled={!snapshot.can({ type: 'autoDm.open' })}
      onClick={() => actor.send({ type: 'autoDm.open' })}
    >
      Open Auto DM
    </button>
  );
  return (
    <section className="lm-adm-card lm-adm-tab" aria-label="Auto DM" aria-busy={snapshot.hasTag('busy')}>
      {notConnected ? (
        <>
          <h2>Connect Instagram</h2>
          <p>
            Auto DM answers a comment on your Instagram or Facebook post with a direct message carrying your links.
            Connect your Instagram professional account, through the Facebook Page linked to it, to turn it on.
          </p>
          <div className="lm-adm-actions">
            <button
              key="connect"
              type="button"
              className="lm-button"
              onClick={() => actor.send({ type: 'autoDm.connect' })}
            >
              Connect Instagram
            </button>
            {open}
          </div>
        </>
      ) : (
        <>
          <h2>Auto DM</h2>
          <p className="lm-adm-muted">
            {snapshot.matches({ gated: 'noBioLink' })
              ? 'Instagram is connected. Create your bio link page first: Auto DM sends its links.'
              : 'A comment with a trigger word on your post gets a direct message with your links.'}
          </p>
          <div className="lm-adm-actions">
            {open}
            {snapshot.hasTag('error') && (
              <button
                key="retry"
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => actor.send({ type: 'autoDm.retry' })}
              >
                Retry
              </button>
            )}
          </div>
          {snapshot.hasTag('error') && <p className="lm-field__error">{snapshot.context.failure}</p>}
        </>
      )}
    </section>
  );
}

/** The creator's posts with their Auto DM, lower on the Bio Link tab; each opens its editor (or toasts the gate). */
export function TabAutoDmPosts({ actor }: { actor: AutoDmActor }) {
  const snapshot = useSelector(actor, (s) => s);
  if (!snapshot.context.overview) return null;
  return (
    <section className="lm-adm-card lm-adm-tab" aria-label="Auto DM posts">
      <h2>Your posts</h2>
      <p className="lm-adm-muted">Instagram and Facebook Page posts, each with its Auto DM.</p>
      <AutoDmPosts snapshot={snapshot} onOpen={(mediaId) => actor.send({ type: 'post.open', mediaId })} />
    </section>
  );
}
