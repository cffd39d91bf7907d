import { timingSafeEqual } from 'node:crypto';
import { ConcurrencyError } from '../../events/events';
import type { EventStore } from '../../events/event-store';
import { verificationCodeMessage } from '../../integrations/mail/verification-code-message';
import type { Mailer } from '../../integrations/mail/mailer';
import { hashVerificationCode, newSalt, newVerificationCode } from './secrets';
import { verificationStream } from './accounts-context';
import {
  checkVerdict,
  CODE_MAX_WRONG_TRIES,
  CODE_VALID_MINUTES,
  decideVerification,
  evolveVerification,
  initialVerificationState,
  type CheckVerdict,
  type CodePurpose,
  type VerificationEvent,
  type VerificationState,
} from './verification-decider';

/**
 * Issuing and checking verification codes against the verification decider. Codes are stored only salted and
 * hashed; the mail carries the only copy of the code.
 */

interface CodeDeps {
  store: Pick<EventStore, 'readStream' | 'append'>;
  mailer: Mailer;
}

const fold = (events: readonly VerificationEvent[]) => events.reduce(evolveVerification, initialVerificationState);

/**
 * Issues a new code for an address and purpose (429 within the resend interval) and mails it when `deliver`.
 * An undelivered code is a decoy: it is stored and rate-limited exactly like a real one, so the answers for an
 * address without an account cannot be told apart from those with one, and nobody can know the code.
 */
export async function issueCode(
  deps: CodeDeps,
  input: { email: string; purpose: CodePurpose; deliver: boolean; now: Date },
): Promise<{ expiresAt: string }> {
  const stream = verificationStream(input.purpose, input.email);
  const code = newVerificationCode();
  const salt = newSalt();
  const state = await decideAndAppend(deps.store, stream, (s) =>
    decideVerification(
      { type: 'IssueCode', data: { purpose: input.purpose, codeHash: hashVerificationCode(code, salt), salt } },
      s,
      { now: input.now },
    ),
  );
  if (input.deliver) {
    await deps.mailer.send({
      to: input.email,
      ...verificationCodeMessage({ code, purpose: input.purpose, minutesValid: CODE_VALID_MINUTES }),
    });
  }
  return { expiresAt: state.current!.expiresAt };
}

export interface CodeCheck {
  verdict: CheckVerdict;
  /** Wrong tries left after this check (0 once burnt or used). */
  attemptsLeft: number;
  /** When the code in question expires; absent when none was ever issued. */
  expiresAt?: string;
}

/**
 * Checks a code; a wrong guess at a live code is stored (it counts towards burning the code) before the
 * verdict is answered, a right one is marked confirmed or, with `consume`, used. The match is computed against
 * the very state the decision is made on (a code issued in between makes the append retry on fresh state).
 */
export async function checkCode(
  deps: Pick<CodeDeps, 'store'>,
  input: { email: string; purpose: CodePurpose; code: string; consume: boolean; now: Date },
): Promise<CodeCheck> {
  const stream = verificationStream(input.purpose, input.email);
  let verdict: CheckVerdict = { ok: false };
  const after = await decideAndAppend(deps.store, stream, (state) => {
    const matches = codeMatches(state, input.code);
    verdict = checkVerdict(state, matches, input.now);
    return decideVerification({ type: 'CheckCode', data: { matches, consume: input.consume } }, state, {
      now: input.now,
    });
  });
  const c = after.current;
  return {
    verdict,
    attemptsLeft: c && !c.used ? Math.max(0, CODE_MAX_WRONG_TRIES - c.wrongTries) : 0,
    ...(c ? { expiresAt: c.expiresAt } : {}),
  };
}

function codeMatches(state: VerificationState, code: string): boolean {
  const c = state.current;
  if (!c) return false;
  const actual = Buffer.from(hashVerificationCode(code, c.salt), 'hex');
  const expected = Buffer.from(c.codeHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Read, fold, decide, append at the version read; on a concurrent append, decide again on the fresh state. */
async function decideAndAppend(
  store: Pick<EventStore, 'readStream' | 'append'>,
  stream: string,
  decide: (state: VerificationState) => VerificationEvent[],
): Promise<VerificationState> {
  for (let attempt = 0; ; attempt += 1) {
    const history = await store.readStream<VerificationEvent>(stream);
    const state = fold(history);
    const events = decide(state);
    if (events.length === 0) return state;
    try {
      await store.append(stream, history.length, events);
      return events.reduce(evolveVerification, state);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 2) throw error;
    }
  }
}
