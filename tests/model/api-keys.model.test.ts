import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { API_KEY_SCOPES } from '../../src/domain/api-keys';
import {
  API_KEY_REVOKED_TEXT,
  apiKeysMachine,
  type ApiKeyCreated,
  type ApiKeyRow,
  type ApiKeysEvent,
} from '../../src/machines/api-keys.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof apiKeysMachine>;

const SHEETS: ApiKeyRow = {
  keyId: 'k-sheets',
  name: 'Sheets',
  scopes: ['earnings:read'],
  createdAt: '2026-11-20T18:00:00.000Z',
  lastUsedOn: '2026-11-28',
};
const NEW_KEY = 'lmk_NEWkeyNEWkeyNEWkeyNEWkeyNEWkeyNEWkeyNEWke';
const REFUSED = serverError('A shop can hold at most 20 API keys. Revoke one you no longer use first.', 400);
const OFFLINE = serverError('Cannot reach Linkmint.', 599);

/** What the server answers a create of the form as it stands: the key once, and its row. */
function createdAnswer(snapshot: Snap): ApiKeyCreated {
  const { name, scopes } = snapshot.context;
  return {
    key: NEW_KEY,
    apiKey: { keyId: 'k-new', name: name.trim(), scopes, createdAt: '2026-11-29T20:00:00.000Z', lastUsedOn: null },
  };
}

function events(snapshot: Snap): ApiKeysEvent[] {
  const { context } = snapshot;
  const out: unknown[] = [];
  if (snapshot.matches('loading'))
    out.push(
      done('listApiKeys', { list: [SHEETS] }),
      done('listApiKeys', { list: [] }),
      failed('listApiKeys', OFFLINE),
    );
  if (snapshot.matches('loadFailed')) out.push({ type: 'keys.retry' });
  if (snapshot.matches('ready')) {
    // A name and a blank one (spaces only), two of the scopes ticked and unticked: the form's whole rule.
    out.push({ type: 'draft.name.change', name: context.name === '' ? ' Zapier ' : '  ' });
    out.push(
      { type: 'draft.scope.toggle', scope: 'links:read' },
      { type: 'draft.scope.toggle', scope: 'earnings:read' },
    );
    out.push({ type: 'key.create' });
    for (const key of context.keys) out.push({ type: 'revoke.ask', keyId: key.keyId });
    out.push({ type: 'revoke.ask', keyId: 'k-unknown' });
  }
  if (snapshot.matches('creating'))
    out.push(done('createApiKey', createdAnswer(snapshot)), failed('createApiKey', REFUSED));
  if (snapshot.matches('keyShown')) out.push({ type: 'key.dismiss' });
  if (snapshot.matches('confirmingRevoke')) out.push({ type: 'revoke.confirm' }, { type: 'revoke.cancel' });
  if (snapshot.matches('revoking')) {
    const row = context.keys.find((k) => k.keyId === context.revokingId);
    out.push(done('revokeApiKey', row), failed('revokeApiKey', OFFLINE));
  }
  return out as ApiKeysEvent[];
}

function arrange() {
  const log = newCallLog();
  const actors = recordingActors(log, ['listApiKeys', 'createApiKey', 'revokeApiKey']);
  return { machine: apiKeysMachine.provide({ actors: actors as never }), effects: log };
}

describe('API keys machine', () => {
  it('apiKeys: every state and transition; a key is shown once, made only from a valid form, revoked after asking', async () => {
    const coverage = await exploreModel({
      name: 'api-keys',
      machine: apiKeysMachine,
      events,
      arrange,
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: ApiKeysEvent[] }) => {
        const { context } = snapshot;
        const busy = snapshot.matches('loading') || snapshot.matches('creating') || snapshot.matches('revoking');
        expect(snapshot.hasTag('busy')).toBe(busy);
        // The key is held exactly while it is shown, and never in the list.
        expect(snapshot.hasTag('key-visible')).toBe(snapshot.matches('keyShown'));
        expect(context.created !== null).toBe(snapshot.matches('keyShown'));
        expect(JSON.stringify(context.keys)).not.toContain(NEW_KEY);
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches('confirmingRevoke') || snapshot.matches('revoking'),
        );
        if (snapshot.matches('confirmingRevoke'))
          expect(context.keys.map((k) => k.keyId)).toContain(context.revokingId);
        // Only a named key with scopes, in the page's order, is ever sent.
        for (const call of effects.calls.filter((c) => c.actor === 'createApiKey')) {
          const input = call.input as { name: string; scopes: string[] };
          expect(input.name).toBe(input.name.trim());
          expect(input.name).not.toBe('');
          expect(input.scopes.length).toBeGreaterThan(0);
          expect(input.scopes).toEqual(API_KEY_SCOPES.filter((s) => input.scopes.includes(s)));
        }
        // One call each time the form was sent: each ended in an answer, or is still running.
        expect(effects.calls.filter((c) => c.actor === 'createApiKey')).toHaveLength(
          countOf(path, 'xstate.done.actor.createApiKey') +
            countOf(path, 'xstate.error.actor.createApiKey') +
            (snapshot.matches('creating') ? 1 : 0),
        );
        expect(effects.calls.filter((c) => c.actor === 'revokeApiKey')).toHaveLength(countOf(path, 'revoke.confirm'));
        expect(effects.calls.filter((c) => c.actor === 'listApiKeys')).toHaveLength(1 + countOf(path, 'keys.retry'));
        expect(
          effects.emitted.filter(
            (e) => e.text === API_KEY_REVOKED_TEXT(SHEETS.name) || e.text === API_KEY_REVOKED_TEXT('Zapier'),
          ),
        ).toHaveLength(countOf(path, 'xstate.done.actor.revokeApiKey'));
        if (path.at(-1)?.type === 'key.create' && snapshot.matches('ready')) expect(context.problem).toBeTruthy();
        if (path.at(-1)?.type.startsWith('xstate.error.actor.')) expect(context.failure).toBeTruthy();
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);
});
