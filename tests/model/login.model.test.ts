import { describe, expect, it } from 'vitest';
import { loginMachine, type LoginEvent } from '../../src/machines/login.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { FORM_MESSAGES } from '../../src/domain/form-rules';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  CIPHERTEXT,
  done,
  failed,
  lastCall,
  newCallLog,
  recordingActors,
  sentStrings,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

const PASSWORD = 'Secret-pass-1';
const WRONG = 'The user name or password is incorrect.';
const RESULT = {
  token: 't'.repeat(40),
  userId: 'u1',
  username: 'jane',
  userType: 'regular',
  loginType: 1,
  shopName: 'jane',
};

const events = [
  fieldChange('username', 'jane'),
  fieldChange('username', ''),
  fieldChange('password', PASSWORD),
  fieldBlur('username'),
  { type: 'login.submit' },
  done('encryptPassword', CIPHERTEXT),
  failed(
    'encryptPassword',
    new CreatorFacingError('The password could not be encrypted. Refresh the page and try again.'),
  ),
  done('loginV2', RESULT),
  failed('loginV2', serverError(WRONG, 401, '/blogger/v2/login')),
] as LoginEvent[];

function arrange() {
  const log = newCallLog();
  const machine = loginMachine.provide({
    actors: recordingActors(log, ['encryptPassword', 'loginV2']) as never,
    actions: { notifySignedIn: (_, params) => void log.emitted.push({ type: 'session.signedIn', ...params }) },
  });
  return { machine, effects: log };
}

describe('login machine', () => {
  it('login: every state and transition; the password travels encrypted only; the server message shows', async () => {
    const coverage = await exploreModel({
      name: 'login',
      machine: loginMachine,
      events,
      arrange,
      assertStep: ({
        snapshot,
        effects,
      }: {
        snapshot: ReturnType<typeof loginMachine.getInitialSnapshot>;
        effects: CallLog;
      }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting') || snapshot.matches('signedIn'));
        expect(snapshot.can({ type: 'login.submit' })).toBe(snapshot.matches('editing'));
        expect(snapshot.hasTag('error')).toBe(context.failure !== null);
        expect(snapshot.hasTag('field-errors')).toBe(snapshot.matches({ editing: 'invalid' }));
        // Never the plain password in any request body; loginV2 only ever carries the ciphertext.
        expect(sentStrings(effects)).not.toContain(PASSWORD);
        for (const call of effects.calls.filter((c) => c.actor === 'loginV2')) {
          expect(call.input).toEqual({ username: 'jane', password: CIPHERTEXT });
        }
        if (snapshot.matches({ submitting: 'encrypting' }))
          expect(lastCall(effects, 'encryptPassword')).toEqual({ password: PASSWORD });
        if (snapshot.matches('signedIn'))
          expect(effects.emitted).toEqual([{ type: 'session.signedIn', result: RESULT }]);
        else expect(effects.emitted).toEqual([]);
        if (snapshot.matches({ editing: 'failed' }))
          expect([WRONG, 'The password could not be encrypted. Refresh the page and try again.']).toContain(
            context.failure,
          );
        if (context.errors.username) expect(context.errors.username).toBe(FORM_MESSAGES.loginRequired);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
