import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { DomainError } from '../../server/events/domain-error';
import {
  checkVerdict,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_VALID_MINUTES,
  decideVerification,
  evolveVerification,
  initialVerificationState,
  type VerificationState,
} from '../../server/modules/accounts/verification-decider';

type Step = { kind: 'wait'; seconds: number } | { kind: 'issue' } | { kind: 'check'; right: boolean; consume: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map((seconds) => ({ kind: 'wait' as const, seconds })),
  fc.constant({ kind: 'issue' as const }),
  fc.record({ kind: fc.constant('check' as const), right: fc.boolean(), consume: fc.boolean() }),
);

describe('verification codes', () => {
  it.prop([fc.array(step, { maxLength: 60 })])('agree with a plain model of the rules', (steps) => {
    let state: VerificationState = initialVerificationState;
    let now = Date.UTC(2026, 0, 1);
    // The independent model: when the live code was issued, how many wrong tries, whether used.
    let model: { issuedAt: number; wrong: number; used: boolean } | undefined;

    for (const s of steps) {
      if (s.kind === 'wait') {
        now += s.seconds * 1000;
        continue;
      }
      const at = new Date(now);
      if (s.kind === 'issue') {
        const tooSoon = model !== undefined && now - model.issuedAt < CODE_RESEND_SECONDS * 1000;
        let refused = false;
        try {
          const events = decideVerification(
            { type: 'IssueCode', data: { purpose: 'forgot', codeHash: 'h', salt: 's' } },
            state,
            { now: at },
          );
          state = events.reduce(evolveVerification, state);
        } catch (e) {
          expect(e).toBeInstanceOf(DomainError);
          expect((e as DomainError).kind).toBe('too-soon');
          refused = true;
        }
        expect(refused).toBe(tooSoon);
        if (!refused) model = { issuedAt: now, wrong: 0, used: false };
        continue;
      }
      const live =
        model !== undefined &&
        !model.used &&
        model.wrong < CODE_MAX_WRONG_TRIES &&
        now < model.issuedAt + CODE_VALID_MINUTES * 60_000;
      const verdict = checkVerdict(state, s.right, at);
      expect(verdict.ok).toBe(live && s.right);
      const events = decideVerification({ type: 'CheckCode', data: { matches: s.right, consume: s.consume } }, state, {
        now: at,
      });
      state = events.reduce(evolveVerification, state);
      if (model && live && !s.right) model.wrong += 1;
      if (model && live && s.right && s.consume) model.used = true;
      expect(state.current?.wrongTries ?? 0).toBe(model?.wrong ?? 0);
    }
  });

  it.prop([fc.integer({ min: 0, max: CODE_MAX_WRONG_TRIES + 3 })])(
    'the right code fails after five wrong ones',
    (wrong) => {
      const now = new Date(Date.UTC(2026, 0, 1));
      let state = decideVerification(
        { type: 'IssueCode', data: { purpose: 'register', codeHash: 'h', salt: 's' } },
        initialVerificationState,
        { now },
      ).reduce(evolveVerification, initialVerificationState);
      for (let i = 0; i < wrong; i += 1) {
        state = decideVerification({ type: 'CheckCode', data: { matches: false, consume: false } }, state, {
          now,
        }).reduce(evolveVerification, state);
      }
      expect(checkVerdict(state, true, now).ok).toBe(wrong < CODE_MAX_WRONG_TRIES);
    },
  );
});
