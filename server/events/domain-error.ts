/**
 * A business rule refused a command. Deciders (and the pure rules they call) throw these instead of HTTP
 * answers: the kind says what went wrong in the domain's words, the message is the sentence the creator or
 * operator reads. The HTTP edge alone turns a kind into a status (server/http/domain-error-status.ts).
 */
export type DomainErrorKind =
  /** The command's content breaks a rule (a blank title, a malformed id, a full list). */
  | 'invalid'
  /** What the command names does not exist for this caller (another shop's thing counts as missing). */
  | 'not-found'
  /** The command clashes with what is there already (a duplicate, a stale screen, a wrong stage). */
  | 'conflict'
  /** Allowed, but not yet: the same command must wait (a verification code asked again too soon). */
  | 'too-soon';

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const missing = (message: string) => new DomainError('not-found', message);
export const clash = (message: string) => new DomainError('conflict', message);
export const tooSoon = (message: string) => new DomainError('too-soon', message);
