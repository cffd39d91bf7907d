/**
 * The one sentence a creator reads when a call fails. Only an ApiError (the envelope's message, or the client's
 * own sentence for a call that got no readable answer) and a CreatorFacingError (one of our sentences) carry a
 * text meant for creators; any other error (a TypeError from a bug, a library's Error) is internal, so its text
 * stays in the logs and the caller's fallback shows instead.
 */
import { ApiError, TRANSPORT_CODE, UNREADABLE_CODE } from '../api/response-policy';
import { CreatorFacingError } from '../domain/creator-facing-error';
import { NETWORK_ERROR_TEXT, TIMEOUT_TEXT, UNREADABLE_RESPONSE_TEXT } from '../domain/spec-constants';

export const GENERIC_FAILURE_TEXT = 'Something went wrong. Please try again.';

const FIXED_TEXTS: ReadonlyMap<number, string> = new Map([
  [TRANSPORT_CODE.network, NETWORK_ERROR_TEXT],
  [TRANSPORT_CODE.timeout, TIMEOUT_TEXT],
  [UNREADABLE_CODE, UNREADABLE_RESPONSE_TEXT],
]);

export function failureText(error: unknown, fallback: string = GENERIC_FAILURE_TEXT): string {
  if (error instanceof CreatorFacingError) return error.message.trim() !== '' ? error.message : fallback;
  if (!(error instanceof ApiError)) return fallback;
  const fixed = FIXED_TEXTS.get(error.code);
  if (fixed !== undefined) return fixed;
  if (error.code < 0) return fallback;
  return error.message.trim() !== '' ? error.message : fallback;
}
