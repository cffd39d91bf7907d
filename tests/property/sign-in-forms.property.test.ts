import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  codeInput,
  fieldError,
  formErrors,
  FORM_MESSAGES,
  LOGIN_RULES,
  NEW_SHOP_RULES,
  REGISTRATION_RULES,
  type RegistrationValues,
} from '../../src/domain/form-rules';
import { isStrongPassword, VALIDATION_MESSAGES } from '../../src/domain/validators';
import { CODE_INPUT_MAX_LENGTH, NEW_PASSWORD_MAX_LENGTH, RESEND_TICK_MS } from '../../src/domain/spec-constants';
import { EMPTY_REGISTRATION } from '../../src/machines/registration.machine';
import { forgotPasswordMachine } from '../../src/machines/forgot-password.machine';
import { fieldChange } from '../../src/machines/form-machine';
import { newCallLog, recordingActors } from '../support/flow-fakes';

const registration = (patch: Partial<RegistrationValues>): RegistrationValues =>
  ({ ...EMPTY_REGISTRATION, ...patch }) as RegistrationValues;
const text = fc.string({ unit: 'grapheme', maxLength: 80 });

describe('sign-in form rules over random input', () => {
  it.prop([fc.string({ maxLength: 40 })])('the code input keeps the first six digits typed, nothing else', (raw) => {
    const kept = codeInput(raw, CODE_INPUT_MAX_LENGTH);
    expect(kept).toMatch(/^\d{0,6}$/);
    expect(kept).toBe(raw.replace(/\D/g, '').slice(0, CODE_INPUT_MAX_LENGTH));
  });

  it.prop([text, text])('login can be sent exactly when both fields hold more than blanks', (username, password) => {
    const errors = formErrors(LOGIN_RULES, { username, password });
    expect(errors.username === undefined).toBe(username.trim() !== '');
    expect(errors.password === undefined).toBe(password.trim() !== '');
  });

  it.prop([text])('a new password passes exactly when it is strong and at most 64 characters', (password) => {
    const error = fieldError(REGISTRATION_RULES, 'password', registration({ password }));
    const ok =
      password.trim() !== '' && isStrongPassword(password.trim()) && password.trim().length <= NEW_PASSWORD_MAX_LENGTH;
    expect(error === null).toBe(ok);
    if (error !== null && password.trim() !== '') {
      expect([VALIDATION_MESSAGES.password, FORM_MESSAGES.passwordTooLong]).toContain(error);
    }
  });

  it.prop([text, text])('the confirmation passes exactly when it repeats the password', (password, confirmPassword) => {
    const error = fieldError(REGISTRATION_RULES, 'confirmPassword', registration({ password, confirmPassword }));
    expect(error === null).toBe(confirmPassword.trim() !== '' && confirmPassword === password);
  });

  it.prop([fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/))])(
    'a user name passes exactly when it has 3 to 32 letters, digits, dots, dashes or underscores',
    (username) => {
      const error = fieldError(REGISTRATION_RULES, 'username', registration({ username }));
      expect(error === null).toBe(/^[A-Za-z0-9._-]{3,32}$/.test(username.trim()));
    },
  );

  it.prop([fc.stringMatching(/^\s*$/)])('blank optional fields never block sending', (blank) => {
    const errors = formErrors(
      REGISTRATION_RULES,
      registration({ phone: blank, referCode: blank, amazonStoreFrontUrl: blank, firstName: blank }),
    );
    for (const field of ['phone', 'referCode', 'amazonStoreFrontUrl', 'firstName'] as const)
      expect(errors[field]).toBeUndefined();
    expect(
      formErrors(NEW_SHOP_RULES, {
        handle: 'jane.picks',
        email: blank,
        firstName: blank,
        lastName: blank,
        referCode: blank,
      }),
    ).toEqual({});
  });

  it.prop([
    fc.array(text, {
      minLength: Object.keys(EMPTY_REGISTRATION).length,
      maxLength: Object.keys(EMPTY_REGISTRATION).length,
    }),
  ])('the form errors are exactly the fields whose rule fails, with that rule’s sentence', (texts) => {
    const values = registration(
      Object.fromEntries(Object.keys(EMPTY_REGISTRATION).map((field, i) => [field, texts[i] ?? ''])),
    );
    const errors = formErrors(REGISTRATION_RULES, values);
    for (const field of Object.keys(values) as (keyof RegistrationValues & string)[]) {
      expect(errors[field] ?? null).toBe(fieldError(REGISTRATION_RULES, field, values));
    }
  });
});

describe('the verification-code resend timer', () => {
  it.prop([fc.integer({ min: 1, max: 120 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 40 })])(
    'counts down one second at a time from the server’s wait and allows a resend exactly when it reaches 0',
    (waitSeconds, steps) => {
      const clock = new SimulatedClock();
      const log = newCallLog();
      const machine = forgotPasswordMachine.provide({
        actors: recordingActors(log, ['getCodeV2', 'verifyCode', 'encryptPassword', 'updatePasswordV2']) as never,
        actions: { notifyCodeSent: () => undefined },
      });
      const actor = createActor(machine, { clock }).start();
      actor.send(fieldChange('email', 'jane@example.com'));
      actor.send({ type: 'forgot.sendCode' });
      actor.send({
        type: 'xstate.done.actor.getCodeV2',
        output: {
          email: 'jane@example.com',
          type: 'forgot',
          expiresAt: '2030-01-01T00:10:00Z',
          resendAfterSeconds: waitSeconds,
        },
      } as never);
      let elapsed = 0;
      // The simulated clock moves its time before firing, so a long jump would start the next tick late; a real
      // browser fires each tick on time. Time therefore moves up to each whole second, then on.
      const advance = (ms: number) => {
        while (ms > 0) {
          const step = Math.min(ms, RESEND_TICK_MS - (elapsed % RESEND_TICK_MS));
          clock.increment(step);
          elapsed += step;
          ms -= step;
        }
      };
      for (const step of steps) {
        advance(step);
        const snapshot = actor.getSnapshot();
        const expected = Math.max(0, waitSeconds - Math.floor(elapsed / RESEND_TICK_MS));
        expect(snapshot.context.secondsLeft).toBe(expected);
        expect(snapshot.can({ type: 'forgot.resendCode' })).toBe(expected === 0);
      }
      actor.stop();
    },
  );
});
