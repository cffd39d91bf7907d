import { invalid, tooSoon } from '../../events/domain-error';

/**
 * Verification codes, one stream per address and purpose. The stream id carries a hash of the address, never
 * the address itself, so deleting an account leaves no address behind in the log.
 */

/** Why a code was asked for; a code only works for its own purpose. */
export type CodePurpose = 'register' | 'forgot' | 'change' | 'destroy';

export const CODE_RESEND_SECONDS = 60;
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;

export type VerificationEvent =
  | {
      type: 'VerificationCodeIssued';
      data: { purpose: CodePurpose; codeHash: string; salt: string; issuedAt: string; expiresAt: string };
    }
  | { type: 'VerificationCodeRejected'; data: { at: string; triesLeft: number } }
  | { type: 'VerificationCodeConfirmed'; data: { at: string } }
  | { type: 'VerificationCodeUsed'; data: { at: string } };

export interface VerificationState {
  current?: {
    codeHash: string;
    salt: string;
    issuedAt: string;
    expiresAt: string;
    wrongTries: number;
    confirmed: boolean;
    used: boolean;
  };
}

export const initialVerificationState: VerificationState = {};

export function evolveVerification(state: VerificationState, event: VerificationEvent): VerificationState {
  const current = state.current;
  switch (event.type) {
    case 'VerificationCodeIssued':
      return {
        current: {
          codeHash: event.data.codeHash,
          salt: event.data.salt,
          issuedAt: event.data.issuedAt,
          expiresAt: event.data.expiresAt,
          wrongTries: 0,
          confirmed: false,
          used: false,
        },
      };
    case 'VerificationCodeRejected':
      return current ? { current: { ...current, wrongTries: current.wrongTries + 1 } } : state;
    case 'VerificationCodeConfirmed':
      return current ? { current: { ...current, confirmed: true } } : state;
    case 'VerificationCodeUsed':
      return current ? { current: { ...current, used: true } } : state;
  }
}

export const CODE_MESSAGES = {
  wait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  none: 'Ask for a verification code first.',
  expired: 'This code has expired. Ask for a new one.',
  burnt: 'Too many wrong codes. Ask for a new one.',
  wrong: (triesLeft: number) => `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  used: 'This code has already been used. Ask for a new one.',
} as const;

export type VerificationCommand =
  | { type: 'IssueCode'; data: { purpose: CodePurpose; codeHash: string; salt: string } }
  /** `matches` is computed by the caller (hashing is not the decider's business); `consume` ends the code's life. */
  | { type: 'CheckCode'; data: { matches: boolean; consume: boolean } };

/** The verdict of a CheckCode that failed is an event too (the wrong try must be counted), so it is returned, not thrown. */
export interface CheckVerdict {
  ok: boolean;
  message?: string;
}

export function checkVerdict(state: VerificationState, matches: boolean, now: Date): CheckVerdict {
  const c = state.current;
  if (!c) return { ok: false, message: CODE_MESSAGES.none };
  if (c.used) return { ok: false, message: CODE_MESSAGES.used };
  if (c.wrongTries >= CODE_MAX_WRONG_TRIES) return { ok: false, message: CODE_MESSAGES.burnt };
  if (now.getTime() >= Date.parse(c.expiresAt)) return { ok: false, message: CODE_MESSAGES.expired };
  if (!matches) {
    const left = CODE_MAX_WRONG_TRIES - c.wrongTries - 1;
    return { ok: false, message: left <= 0 ? CODE_MESSAGES.burnt : CODE_MESSAGES.wrong(left) };
  }
  return { ok: true };
}

export function decideVerification(
  command: VerificationCommand,
  state: VerificationState,
  { now }: { now: Date },
): VerificationEvent[] {
  const at = now.toISOString();
  if (command.type === 'IssueCode') {
    const last = state.current;
    if (last) {
      const elapsed = (now.getTime() - Date.parse(last.issuedAt)) / 1000;
      if (elapsed < CODE_RESEND_SECONDS) throw tooSoon(CODE_MESSAGES.wait(Math.ceil(CODE_RESEND_SECONDS - elapsed)));
    }
    return [
      {
        type: 'VerificationCodeIssued',
        data: {
          ...command.data,
          issuedAt: at,
          expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000).toISOString(),
        },
      },
    ];
  }
  const verdict = checkVerdict(state, command.data.matches, now);
  const c = state.current;
  if (!verdict.ok) {
    // Only a wrong guess at a live code counts as a try; a missing, used, expired or burnt code just answers.
    const countable =
      c &&
      !c.used &&
      c.wrongTries < CODE_MAX_WRONG_TRIES &&
      now.getTime() < Date.parse(c.expiresAt) &&
      !command.data.matches;
    if (countable)
      return [{ type: 'VerificationCodeRejected', data: { at, triesLeft: CODE_MAX_WRONG_TRIES - c.wrongTries - 1 } }];
    return [];
  }
  return [
    command.data.consume
      ? { type: 'VerificationCodeUsed', data: { at } }
      : { type: 'VerificationCodeConfirmed', data: { at } },
  ];
}

/** Raises the verdict as the caller sees it, once the wrong try (if any) is stored. */
export function assertVerdict(verdict: CheckVerdict): void {
  if (!verdict.ok) throw invalid(verdict.message ?? CODE_MESSAGES.none);
}
