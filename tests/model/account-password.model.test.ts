import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  accountPasswordMachine,
  passwordChangedText,
  type AccountPasswordEvent,
} from '../../src/machines/account-password.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
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
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof accountPasswordMachine>;

const CURRENT = 'Old-pass-123';
const NEXT = 'Brand-new-pass-7';
const ENCRYPTED = { oldPassword: 'Y2lwaGVyLW9sZA==', newPassword: 'Y2lwaGVyLW5ldw==' };
const CHANGED = { changedAt: '2026-11-25T10:00:00Z', revokedSessions: 2 };
const WRONG = serverError('The current password is incorrect.', 400, '/user/update_password_v3');
const ev = (e: unknown) => e as AccountPasswordEvent;

function events(snapshot: Snap): AccountPasswordEvent[] {
  const { values } = snapshot.context;
  const out: AccountPasswordEvent[] = [{ type: 'password.save' }];
  if (snapshot.matches('editing')) {
    if (values.currentPassword === '') out.push(fieldChange('currentPassword', CURRENT));
    if (values.newPassword === '') out.push(fieldChange('newPassword', NEXT), fieldChange('newPassword', 'short'));
    if (values.newPassword === 'short') out.push(fieldBlur('newPassword'), fieldChange('newPassword', NEXT));
    if (values.confirmPassword === '') out.push(fieldChange('confirmPassword', NEXT));
  }
  if (snapshot.matches({ saving: 'encrypting' }))
    out.push(
      ev(done('encryptPasswords', ENCRYPTED)),
      ev(failed('encryptPasswords', new Error('The key could not be fetched.'))),
    );
  if (snapshot.matches({ saving: 'updating' }))
    out.push(ev(done('updatePasswordV3', CHANGED)), ev(failed('updatePasswordV3', WRONG)));
  return out;
}

describe('account password (change)', () => {
  it('account-password: every state and transition; only encrypted passwords travel, other sessions are signed out', async () => {
    const coverage = await exploreModel({
      name: 'account-password',
      machine: accountPasswordMachine,
      events,
      serializeState: (s) => JSON.stringify({ v: s.value, c: s.context }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: accountPasswordMachine.provide({
            actors: recordingActors(log, ['encryptPasswords', 'updatePasswordV3']) as never,
          }),
          effects: log,
        };
      },
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: AccountPasswordEvent[] }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('saving'));
        // The form is sent only complete, and the plain passwords never reach the server call.
        for (const call of effects.calls.filter((c) => c.actor === 'encryptPasswords')) {
          expect(call.input).toEqual({ currentPassword: CURRENT, newPassword: NEXT, confirmPassword: NEXT });
        }
        for (const call of effects.calls.filter((c) => c.actor === 'updatePasswordV3'))
          expect(call.input).toEqual(ENCRYPTED);
        expect(sentStrings(effects, ['encryptPasswords']).join()).not.toContain(CURRENT);
        if (!snapshot.matches({ saving: 'updating' })) expect(context.encrypted).toBeNull();
        if (
          snapshot.matches({ editing: 'failed' }) &&
          (path.at(-1)?.type as string) === 'xstate.error.actor.updatePasswordV3'
        )
          expect(context.failure).toBe(WRONG.message);
        const changed = countOf(path, 'xstate.done.actor.updatePasswordV3');
        expect(effects.emitted).toEqual(
          Array.from({ length: changed }, () => ({ type: 'toast.show', text: passwordChangedText(CHANGED) })),
        );
        if ((path.at(-1)?.type as string) === 'xstate.done.actor.updatePasswordV3')
          expect(context.values).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('says how many other sessions the change signed out', () => {
    expect(passwordChangedText({ changedAt: '', revokedSessions: 0 })).toBe('Your password is changed.');
    expect(passwordChangedText({ changedAt: '', revokedSessions: 1 })).toBe(
      'Your password is changed. 1 other session was signed out.',
    );
    expect(passwordChangedText(CHANGED)).toBe('Your password is changed. 2 other sessions were signed out.');
  });
});
