import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, API_KEY_SCOPE_LABELS } from '../../../domain/api-keys';
import { apiKeysMachine, type ApiKeyRow } from '../../../machines/api-keys.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { useConfirmStep } from '../../components/delete-confirmation';
import { FieldGroup, Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './api-keys.css';
import { ActionRow, ShownOnce } from './shown-once';

const REVOKE_EVENTS = { confirm: 'revoke.confirm', cancel: 'revoke.cancel' };

function KeyRow({ apiKey, onRevoke, disabled }: { apiKey: ApiKeyRow; onRevoke(): void; disabled: boolean }) {
  return (
    <ActionRow title={apiKey.name} actionLabel={`Revoke ${apiKey.name}`} onAction={onRevoke} disabled={disabled}>
      {apiKey.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(' · ')}
      <br />
      Created {apiKey.createdAt.slice(0, 10)} · {apiKey.lastUsedOn ? `last used ${apiKey.lastUsedOn}` : 'never used'}
    </ActionRow>
  );
}

/** /pages/setting/api-keys: the creator's API keys (see api-keys.machine.ts). */
export default function ApiKeysPage() {
  const keys = useAppActorRef(apiKeysMachine);
  useForwardToRuntime(keys);
  const snapshot = useSelector(keys, (s) => s);
  const { context } = snapshot;
  const revoking = context.keys.find((k) => k.keyId === context.revokingId);
  const confirmTexts = useMemo(
    () => ({
      title: 'Revoke this key?',
      content: [`Scripts and tools using "${revoking?.name ?? ''}" will get 401 from now on. This cannot be undone.`],
      confirmText: 'Revoke',
      autoHide: true,
    }),
    [revoking?.name],
  );
  useConfirmStep(keys, snapshot.hasTag('confirm-visible'), confirmTexts, REVOKE_EVENTS);
  const header = <PageHeader title="API keys" back />;

  if (snapshot.hasTag('loading') || snapshot.matches('loadFailed')) {
    return (
      <section className="lm-api-keys">
        {header}
        {snapshot.hasTag('loading') ? (
          <DelayedSpinner />
        ) : (
          <LoadError message={context.failure} onRetry={() => keys.send({ type: 'keys.retry' })} />
        )}
      </section>
    );
  }

  const creating = snapshot.matches('creating');
  return (
    <section className="lm-api-keys" aria-labelledby="api-keys-title">
      {header}
      <p className="lm-api-keys__lead">
        A key lets your own scripts and tools read or change your Linkmint data without your password. Send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. It can do only what you tick here, and you can revoke it at any
        time.
      </p>
      {context.created && (
        <ShownOnce
          label="Your new key"
          title={`Your new key “${context.created.name}”`}
          value={context.created.key}
          copyLabel="Copy key"
          onDismiss={() => keys.send({ type: 'key.dismiss' })}
        >
          <strong>Copy it now: it will not be shown again.</strong> Linkmint keeps only a fingerprint of it, so a lost
          key cannot be recovered; revoke it and make a new one.
        </ShownOnce>
      )}
      <div className="lm-auth__card">
        <h2 id="api-keys-title" className="lm-auth__title">
          New key
        </h2>
        <Form label="New API key" onSubmit={() => keys.send({ type: 'key.create' })}>
          <TextField
            label="Name"
            name="apiKeyName"
            required
            maxLength={API_KEY_NAME_MAX}
            placeholder="e.g. Google Sheets sync"
            value={context.name}
            onChange={(name) => keys.send({ type: 'draft.name.change', name })}
          />
          <FieldGroup title="What the key may do">
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="lm-pick">
                <input
                  type="checkbox"
                  checked={context.scopes.includes(scope)}
                  onChange={() => keys.send({ type: 'draft.scope.toggle', scope })}
                />
                {API_KEY_SCOPE_LABELS[scope]}
              </label>
            ))}
          </FieldGroup>
          <FormAlert message={context.problem ?? context.failure} />
          <SubmitButton enabled={snapshot.can({ type: 'key.create' })} busy={creating} busyLabel="Creating…">
            Create key
          </SubmitButton>
        </Form>
      </div>
      <div className="lm-auth__card">
        <h2 className="lm-auth__title">Your keys</h2>
        {context.keys.length === 0 ? (
          <p className="lm-api-keys__meta">No keys yet.</p>
        ) : (
          <ul className="lm-api-keys__list" aria-label="Your API keys">
            {context.keys.map((apiKey) => (
              <KeyRow
                key={apiKey.keyId}
                apiKey={apiKey}
                disabled={!snapshot.can({ type: 'revoke.ask', keyId: apiKey.keyId })}
                onRevoke={() => keys.send({ type: 'revoke.ask', keyId: apiKey.keyId })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
