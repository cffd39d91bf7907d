import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  ACCOUNT_DELETED_TEXT,
  accountDeletionMachine,
  deletionCodeSentText,
  NO_EMAIL_FOR_CODE_TEXT,
  type AccountDeletionEvent,
  type AccountDeletionInput,
} from '../../src/machines/account-deletion.machine';
import { fieldChange } from '../../src/machines/form-machine';
import { LOGIN_PATH } from '../../src/domain/spec-constants';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  sentStrings,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof accountDeletionMachine>;

const PASSWORD = 'Secret-pass-1';
const CIPHER = 'Y2lwaGVyLXBhc3M=';
const WRONG = serverError('The password is incorrect.', 400, '/blogger/destroy');
const ev = (e: unknown) => e as AccountDeletionEvent;

/** A password account; a Facebook account with an address; one without (the code cannot be sent). */
const INPUTS: Array<[string, AccountDeletionInput]> = [
  ['password', { hasPassword: true, email: 'jane@example.com' }],
  ['code', { hasPassword: false, email: 'fb.jane@example.com' }],
  ['no-email', { hasPassword: false, email: '' }],
];

function events(snapshot: Snap): AccountDeletionEvent[] {
  const { values } = snapshot.context;
  const out: AccountDeletionEvent[] = [
    { type: 'deletion.open' },
    { type: 'deletion.cancel' },
    { type: 'deletion.sendCode' },
    { type: 'deletion.confirm' },
  ];
  if (snapshot.hasTag('dialog-visible') && !snapshot.hasTag('busy')) {
    if (values.confirm === '') out.push(fieldChange('confirm', 'delete'), fieldChange('confirm', 'DELETE'));
    if (values.confirm === 'delete') out.push(fieldChange('confirm', 'DELETE'));
    if (snapshot.context.hasPassword && values.password === '') out.push(fieldChange('password', PASSWORD));
    if (!snapshot.context.hasPassword && values.code === '') out.push(fieldChange('code', '123456'));
  }
  if (snapshot.matches({ open: 'sendingCode' }))
    out.push(ev(done('getCodeV2', {})), ev(failed('getCodeV2', serverError('Wait a minute.', 429))));
  if (snapshot.matches({ open: 'encrypting' }))
    out.push(ev(done('encryptPassword', CIPHER)), ev(failed('encryptPassword', new Error('No key.'))));
  if (snapshot.matches({ open: 'deleting' }))
    out.push(ev(done('destroy', { deletedAt: '2026-11-25T10:00:00Z' })), ev(failed('destroy', WRONG)));
  return out;
}

function assertStep({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: AccountDeletionEvent[] }) {
  const { context } = snapshot;
  expect(snapshot.hasTag('dialog-visible')).toBe(snapshot.matches('open'));
  // Nothing is deleted without DELETE typed and the proof this account gives.
  for (const call of effects.calls.filter((c) => c.actor === 'destroy')) {
    expect(call.input).toEqual(context.hasPassword ? { password: CIPHER } : { code: '123456' });
  }
  for (const call of effects.calls.filter((c) => c.actor === 'encryptPassword'))
    expect(call.input).toEqual({ password: PASSWORD });
  expect(sentStrings(effects).join()).not.toContain(PASSWORD);
  if (context.hasPassword) expect(effects.calls.filter((c) => c.actor === 'getCodeV2')).toEqual([]);
  for (const call of effects.calls.filter((c) => c.actor === 'getCodeV2'))
    expect(call.input).toEqual({ email: 'fb.jane@example.com' });
  if (
    context.email === '' &&
    snapshot.matches({ open: { withCode: 'failed' } }) &&
    path.at(-1)?.type === 'deletion.sendCode'
  ) {
    expect(context.failure).toBe(NO_EMAIL_FOR_CODE_TEXT);
  }
  // Deleted: a toast, the session ends, the sign-in page opens; exactly then.
  const deleted = snapshot.matches('deleted');
  const tail = effects.emitted.filter((e) => e.type !== 'toast.show' || e.text === ACCOUNT_DELETED_TEXT);
  expect(tail).toEqual(
    deleted
      ? [
          { type: 'toast.show', text: ACCOUNT_DELETED_TEXT },
          { type: 'session.signedOut' },
          { type: 'navigation.relaunch', path: LOGIN_PATH },
        ]
      : [],
  );
  const codeToasts = effects.emitted.filter(
    (e) => e.type === 'toast.show' && e.text === deletionCodeSentText(context.email),
  );
  expect(codeToasts).toHaveLength(countOf(path, 'xstate.done.actor.getCodeV2'));
}

describe('account deletion (Account info)', () => {
  it('account-deletion: every state and transition for a password account and a code account; only DELETE with the proof deletes', async () => {
    const parts = [];
    for (const [name, input] of INPUTS) {
      parts.push(
        await exploreModel({
          name: `account-deletion-${name}`,
          machine: accountDeletionMachine,
          input,
          events,
          serializeState: (s) =>
            JSON.stringify({ v: s.value, c: { ...s.context.values, f: s.context.failure !== null } }),
          arrange: () => {
            const log = newCallLog();
            return {
              machine: accountDeletionMachine.provide({
                actors: recordingActors(log, ['encryptPassword', 'getCodeV2', 'destroy']) as never,
              }),
              effects: log,
            };
          },
          observe: recordEmitted,
          assertStep,
        }),
      );
    }
    const coverage = mergeCoverage('account-deletion', parts);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);
});
