import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_MESSAGES,
  CODE_RESEND_SECONDS,
  CODE_VALID_MINUTES,
  decideVerification,
  evolveVerification,
  initialVerificationState,
  type VerificationEvent,
} from '../../../server/modules/accounts/verification-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const codes = spec({ initialState: initialVerificationState, evolve: evolveVerification, decide: decideVerification });
const after = (seconds: number) => new Date(SPEC_NOW.getTime() + seconds * 1000);
const issue = { type: 'IssueCode', data: { purpose: 'forgot', codeHash: 'h', salt: 's' } } as const;
const issued: VerificationEvent = {
  type: 'VerificationCodeIssued',
  data: {
    purpose: 'forgot',
    codeHash: 'h',
    salt: 's',
    issuedAt: SPEC_NOW.toISOString(),
    expiresAt: after(CODE_VALID_MINUTES * 60).toISOString(),
  },
};
const check = (matches: boolean, consume = true) => ({ type: 'CheckCode', data: { matches, consume } }) as const;
const rejected = (seconds: number, triesLeft: number): VerificationEvent => ({
  type: 'VerificationCodeRejected',
  data: { at: after(seconds).toISOString(), triesLeft },
});

describe('verification code decider', () => {
  it(`issues a code valid ${CODE_VALID_MINUTES} minutes, and another only ${CODE_RESEND_SECONDS} seconds later`, () => {
    codes.given([]).when(issue).then([issued]);
    codes
      .given([issued])
      .when(issue, { now: after(59) })
      .thenThrows('too-soon', CODE_MESSAGES.wait(1));
    expect(
      codes
        .given([issued])
        .when(issue, { now: after(CODE_RESEND_SECONDS) })
        .events(),
    ).toHaveLength(1);
  });

  it('a right code is confirmed or used; a used one never works again', () => {
    codes
      .given([issued])
      .when(check(true, false), { now: after(1) })
      .then([{ type: 'VerificationCodeConfirmed', data: { at: after(1).toISOString() } }]);
    const used: VerificationEvent = { type: 'VerificationCodeUsed', data: { at: after(1).toISOString() } };
    codes
      .given([issued])
      .when(check(true), { now: after(1) })
      .then([used]);
    codes
      .given([issued, used])
      .when(check(true), { now: after(2) })
      .thenNothingHappens();
  });

  it(`counts wrong codes against a live code only, ${CODE_MAX_WRONG_TRIES} at most`, () => {
    codes
      .given([issued])
      .when(check(false), { now: after(1) })
      .then([rejected(1, CODE_MAX_WRONG_TRIES - 1)]);
    const burnt = Array.from({ length: CODE_MAX_WRONG_TRIES }, (_, i) => rejected(i + 1, CODE_MAX_WRONG_TRIES - i - 1));
    codes
      .given([issued, ...burnt])
      .when(check(false), { now: after(10) })
      .thenNothingHappens();
    codes
      .given([issued, ...burnt])
      .when(check(true), { now: after(10) })
      .thenNothingHappens();
    codes
      .given([issued])
      .when(check(false), { now: after(CODE_VALID_MINUTES * 60) })
      .thenNothingHappens();
    codes.given([]).when(check(false)).thenNothingHappens();
  });

  it.prop([fc.integer({ min: 0, max: 3 * CODE_RESEND_SECONDS })])(
    'a new code is refused exactly while the last one is younger than the resend wait',
    (seconds) => {
      const then = codes.given([issued]).when(issue, { now: after(seconds) });
      if (seconds < CODE_RESEND_SECONDS) then.thenThrows('too-soon', CODE_MESSAGES.wait(CODE_RESEND_SECONDS - seconds));
      else expect(then.events()[0]?.type).toBe('VerificationCodeIssued');
    },
  );
});
