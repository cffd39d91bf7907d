import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  forgotPasswordMachine,
  wrongCodeText,
  type ForgotPasswordEvent,
} from '../../src/machines/forgot-password.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { LOGIN_PATH, PASSWORD_RESET_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  after,
  CIPHERTEXT,
  done,
  failed,
  newCallLog,
  recordingActors,
  sentStrings,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof forgotPasswordMachine>;

const EMAIL = 'jane@example.com';
const NEW_PASSWORD = 'New-secret-2';
const DISPATCH = { email: EMAIL, type: 'forgot', expiresAt: '2030-01-01T00:10:00Z', resendAfterSeconds: 2 };
const WRONG = { valid: false, attemptsLeft: 2 };
const TOO_SOON = serverError('Please wait 60 seconds before asking for another code.', 429, '/user/get_code_v2');

function events(snapshot: Snap): ForgotPasswordEvent[] {
  const { values } = snapshot.context;
  const out: unknown[] = [];
  if (snapshot.matches('email')) {
    out.push(values.email ? fieldChange('email', 'jane@') : fieldChange('email', EMAIL), fieldBlur('email'), {
      type: 'forgot.sendCode',
    });
  }
  if (snapshot.matches('sendingCode')) out.push(done('getCodeV2', DISPATCH), failed('getCodeV2', TOO_SOON));
  if (snapshot.matches('code')) {
    out.push({ type: 'forgot.changeEmail' });
    if (snapshot.matches({ code: { entry: 'editing' } })) {
      out.push(fieldChange('code', values.code === '' ? '123456' : '12'), fieldBlur('code'), {
        type: 'forgot.verifyCode',
      });
    }
    if (snapshot.matches({ code: { entry: 'verifying' } })) {
      out.push(
        done('verifyCode', { valid: true, attemptsLeft: 5 }),
        done('verifyCode', WRONG),
        failed('verifyCode', serverError('This code has expired.')),
      );
    }
    if (snapshot.matches({ code: { resend: 'counting' } }))
      out.push(after('resendTick', 'forgotPassword.code.resend.counting'));
    if (snapshot.matches({ code: { resend: 'available' } })) out.push({ type: 'forgot.resendCode' });
    if (snapshot.matches({ code: { resend: 'sending' } }))
      out.push(done('resendCode', DISPATCH), failed('resendCode', TOO_SOON));
  }
  if (snapshot.matches('password')) {
    out.push(
      values.newPassword ? fieldChange('confirmPassword', NEW_PASSWORD) : fieldChange('newPassword', NEW_PASSWORD),
      fieldBlur('confirmPassword'),
      { type: 'forgot.resetPassword' },
    );
  }
  if (snapshot.matches('resetting')) {
    out.push(
      done('encryptPassword', CIPHERTEXT),
      failed('encryptPassword', new Error('The password could not be encrypted.')),
    );
    out.push(
      done('updatePasswordV2', { changedAt: '2030-01-01T00:00:00Z', revokedSessions: 1 }),
      failed('updatePasswordV2', serverError('This code has expired.')),
    );
  }
  return out as ForgotPasswordEvent[];
}

function arrange() {
  const log = newCallLog();
  const machine = forgotPasswordMachine.provide({
    actors: recordingActors(log, ['getCodeV2', 'verifyCode', 'encryptPassword', 'updatePasswordV2']) as never,
    actions: {
      notifyCodeSent: () => void log.emitted.push({ type: 'toast.show', text: 'code sent' }),
      notifyReset: () => void log.emitted.push({ type: 'toast.show', text: PASSWORD_RESET_TEXT }),
      navigateToLogin: () => void log.emitted.push({ type: 'route.navigate', path: LOGIN_PATH }),
    },
  });
  return { machine, effects: log };
}

describe('forgot password machine', () => {
  it('forgotPassword: every state and transition; code type forgot; new password encrypted; back to login', async () => {
    const coverage = await exploreModel({
      name: 'forgotPassword',
      machine: forgotPasswordMachine,
      events,
      arrange,
      assertStep: ({ snapshot, effects }: { snapshot: Snap; effects: CallLog }) => {
        const { context } = snapshot;
        expect(sentStrings(effects)).not.toContain(NEW_PASSWORD);
        for (const call of effects.calls) {
          if (call.actor === 'getCodeV2') expect(call.input).toEqual({ email: EMAIL, type: 'forgot' });
          if (call.actor === 'verifyCode') expect(call.input).toEqual({ email: EMAIL, type: 'forgot', code: '123456' });
          if (call.actor === 'updatePasswordV2')
            expect(call.input).toEqual({ email: EMAIL, code: '123456', newPassword: CIPHERTEXT });
        }
        // The resend button is usable exactly when the timer has run out.
        if (snapshot.matches('code')) {
          expect(snapshot.can({ type: 'forgot.resendCode' })).toBe(
            context.secondsLeft === 0 && snapshot.matches({ code: { resend: 'available' } }),
          );
          expect(snapshot.hasTag('resend-waiting')).toBe(!snapshot.matches({ code: { resend: 'available' } }));
          expect(context.secondsLeft).toBeLessThanOrEqual(DISPATCH.resendAfterSeconds);
        }
        if (snapshot.matches({ code: { entry: { editing: 'failed' } } })) {
          expect([wrongCodeText(WRONG), 'This code has expired.']).toContain(context.failure);
        }
        if (snapshot.matches('done')) {
          expect(effects.emitted.slice(-2)).toEqual([
            { type: 'toast.show', text: PASSWORD_RESET_TEXT },
            { type: 'route.navigate', path: LOGIN_PATH },
          ]);
        } else expect(effects.emitted.some((e) => e.type === 'route.navigate')).toBe(false);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);

  it('says how many tries are left, and when the code is burnt', () => {
    expect(wrongCodeText({ valid: false, attemptsLeft: 1 })).toBe('That code is not right. 1 try left.');
    expect(wrongCodeText({ valid: false, attemptsLeft: 3 })).toBe('That code is not right. 3 tries left.');
    expect(wrongCodeText({ valid: false, attemptsLeft: 0 })).toBe(
      'This code can no longer be used. Ask for a new code.',
    );
  });
});
