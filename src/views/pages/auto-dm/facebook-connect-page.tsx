import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import {
  AUTO_DM_TEXTS,
  CONNECT_PERMISSIONS,
  UNLINK_CONFIRM,
  UNLINK_INSTAGRAM_CONFIRM,
  connectRedirectUri,
} from '../../../domain/auto-dm';
import {
  facebookConnectMachine,
  type FacebookConnectInput,
  type FacebookConnectSnapshot,
} from '../../../machines/facebook-connect.machine';
import { useConfirmStep } from '../../components/delete-confirmation';
import { FormAlert } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './auto-dm.css';

type Send = ReturnType<typeof useConnect>['send'];
const UNLINK_EVENTS = { confirm: 'unlink.confirm', cancel: 'unlink.cancel' };

function useConnect(input: FacebookConnectInput) {
  const connect = useAppActorRef(facebookConnectMachine, { input });
  useForwardToRuntime(connect);
  const snapshot = useSelector(connect, (s) => s);
  const texts = snapshot.context.unlinkTarget === 'instagram' ? UNLINK_INSTAGRAM_CONFIRM : UNLINK_CONFIRM;
  useConfirmStep(connect, snapshot.hasTag('confirm-visible'), texts, UNLINK_EVENTS);
  return { snapshot, send: connect.send };
}

const redirectUri = () => connectRedirectUri(window.location.origin);

/** fbAuth/index: what connecting does, the Connect button, and the connection as it is (facebook-connect.machine.ts). */
export default function FacebookAuthPage() {
  const { snapshot, send } = useConnect({ redirectUri: redirectUri() });
  return (
    <>
      <PageHeader title="Connect Instagram and Facebook" back />
      <div className="lm-adm" aria-busy={snapshot.hasTag('busy')}>
        <FormAlert message={snapshot.context.failure} />
        <section className="lm-adm-card" aria-label="What connecting does">
          <h2>What connecting does</h2>
          <p>
            Auto DM answers a comment on your post with a direct message carrying your links. It works through the
            Facebook Page linked to your Instagram professional account, so Facebook asks you to allow Linkmint to:
          </p>
          <ul>
            {CONNECT_PERMISSIONS.map((p) => (
              <li key={p.scope}>
                {p.why} <small className="lm-adm-muted">({p.scope})</small>
              </li>
            ))}
          </ul>
          <p className="lm-adm-muted">Linkmint never posts for you and never reads your private conversations.</p>
        </section>
        <Connection snapshot={snapshot} send={send} />
        {snapshot.hasTag('choosing') && <PageChoice snapshot={snapshot} send={send} />}
      </div>
    </>
  );
}

/** fbPermissions/index: the dialog's way back (code and state, or cancelled), missing permissions, the Page to pick. */
export function FacebookPermissionsPage() {
  const [params] = useSearchParams();
  const input: FacebookConnectInput = { redirectUri: redirectUri() };
  for (const key of ['code', 'state', 'error'] as const) {
    const value = params.get(key);
    if (value) input[key] = value;
  }
  // Another return (another code) starts over.
  return <Permissions key={input.code ?? input.error ?? ''} input={input} />;
}

function Permissions({ input }: { input: FacebookConnectInput }) {
  const { snapshot, send } = useConnect(input);
  const { missingScopes, failure } = snapshot.context;
  const tryAgain = (
    <button
      type="button"
      className="lm-button"
      disabled={!snapshot.can({ type: 'connect.start' })}
      onClick={() => send({ type: 'connect.start' })}
    >
      Try again
    </button>
  );
  return (
    <>
      <PageHeader title="Facebook permissions" back />
      <div className="lm-adm" aria-busy={snapshot.hasTag('busy')}>
        <FormAlert message={failure} />
        {snapshot.matches('exchanging') && <p role="status">Connecting your Facebook account…</p>}
        {snapshot.hasTag('missing-permissions') && (
          <section className="lm-adm-card" aria-label="Missing permissions">
            <h2>Some permissions are missing</h2>
            <p>Auto DM cannot answer comments without these permissions. Try again and leave them ticked:</p>
            <ul>
              {missingScopes.map((scope) => (
                <li key={scope}>
                  <code>{scope}</code> {CONNECT_PERMISSIONS.find((p) => p.scope === scope)?.why ?? ''}
                </li>
              ))}
            </ul>
            {tryAgain}
          </section>
        )}
        {snapshot.matches('denied') && tryAgain}
        {snapshot.hasTag('choosing') && <PageChoice snapshot={snapshot} send={send} />}
        {snapshot.matches('connected') && <p role="status">Connected. Opening Auto DM…</p>}
        {(snapshot.matches('ready') || snapshot.matches('failed')) && <Connection snapshot={snapshot} send={send} />}
      </div>
    </>
  );
}

function Connection({ snapshot, send }: { snapshot: FacebookConnectSnapshot; send: Send }) {
  const { status } = snapshot.context;
  const connected = status?.connected === true;
  return (
    <section className="lm-adm-card" aria-label="Your connection">
      <h2>Your connection</h2>
      {snapshot.matches('loading') && <p role="status">Reading your connection…</p>}
      {status && !connected && <p>Not connected: Auto DM sends nothing until you connect.</p>}
      {status && connected && (
        <dl>
          <dt>Facebook Page</dt>
          <dd data-testid="connected-page">{status.pageName ?? 'No Page picked yet'}</dd>
          <dt>Instagram account</dt>
          <dd data-testid="connected-instagram">
            {status.instagramUserName ? `@${status.instagramUserName}` : 'None linked to the Page'}
          </dd>
          <dt>Page and Instagram linked</dt>
          <dd data-testid="pair-valid">
            {status.pairValid ? (
              'Yes: Auto DM is working.'
            ) : (
              <span className="lm-adm-warn">{AUTO_DM_TEXTS.pairBroken}</span>
            )}
          </dd>
        </dl>
      )}
      <div className="lm-adm-actions">
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'connect.start' })}
          onClick={() => send({ type: 'connect.start' })}
        >
          {connected ? 'Connect again' : 'Connect'}
        </button>
        {connected && (
          <>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'connect.changePage' })}
              onClick={() => send({ type: 'connect.changePage' })}
            >
              Change Page
            </button>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={!snapshot.can({ type: 'connect.unlink' })}
              onClick={() => send({ type: 'connect.unlink' })}
            >
              Disconnect
            </button>
            {status.instagramUserName && (
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!snapshot.can({ type: 'connect.unlinkInstagram' })}
                onClick={() => send({ type: 'connect.unlinkInstagram' })}
              >
                Disconnect Instagram
              </button>
            )}
          </>
        )}
        {snapshot.can({ type: 'connect.retry' }) && (
          <button
            type="button"
            className="lm-button lm-button--secondary"
            onClick={() => send({ type: 'connect.retry' })}
          >
            Retry
          </button>
        )}
      </div>
    </section>
  );
}

function PageChoice({ snapshot, send }: { snapshot: FacebookConnectSnapshot; send: Send }) {
  const { pages, selecting } = snapshot.context;
  const canPick = snapshot.matches('choosingPage');
  return (
    <section className="lm-adm-card" aria-label="Pick your Page">
      <h2>Pick the Page linked to your Instagram account</h2>
      {pages.length === 0 ? (
        <p>
          Your Facebook account manages no Page. Create a Page, link it to your Instagram professional account, then
          connect again.
        </p>
      ) : (
        <ul className="lm-adm-list">
          {pages.map((page) => (
            <li key={page.pageId} className="lm-adm-item" data-page={page.name}>
              {page.pictureUrl && <img src={page.pictureUrl} alt="" />}
              <span className="lm-adm-item__text">
                {page.name}
                <small>
                  {page.instagramUserName ? `Instagram @${page.instagramUserName}` : 'No Instagram account linked'}
                  {page.selected ? ' · picked for Auto DM' : ''}
                </small>
              </span>
              <button
                type="button"
                className="lm-button"
                disabled={!canPick}
                onClick={() => send({ type: 'page.select', pageId: page.pageId })}
              >
                {selecting === page.pageId && !canPick ? 'Picking…' : `Use ${page.name}`}
              </button>
              {page.selected && (
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={!snapshot.can({ type: 'page.unselect' })}
                  onClick={() => send({ type: 'page.unselect' })}
                >
                  Unpick
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
