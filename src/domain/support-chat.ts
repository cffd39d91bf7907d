/**
 * The support chat's pure rules (spec §4 Support chat, §9): the messenger token's two forms, the unread badge's
 * text and what counts as a tap on the draggable button. Shared by the chat host (which writes tokens) and the app.
 */
import { BADGE_MAX, TAP_TOLERANCE_PX } from './spec-constants';

/**
 * What the chat host answers when no Intercom workspace is configured: start the built-in messenger, whose
 * conversation the Linkmint server keeps. A fixed marker, since the built-in messenger authenticates with the
 * creator's session token and needs nothing from this one.
 */
export const BUILTIN_MESSENGER_TOKEN = 'linkmint-builtin-messenger';

/** Intercom's boot settings with identity verification: user_hash is the HMAC-SHA256 (hex) of user_id. */
export interface IntercomIdentity {
  appId: string;
  userId: string;
  userHash: string;
}

/** `intercom.<appId>.<userId>.<userHash>`: one string, as the contract's token is, within its [A-Za-z0-9._-] pattern. */
export const intercomToken = ({ appId, userId, userHash }: IntercomIdentity) =>
  `intercom.${appId}.${userId}.${userHash}`;

export type MessengerChoice = { kind: 'builtin' } | ({ kind: 'intercom' } & IntercomIdentity);

/** Which messenger a token starts; null for a token neither form (the app then shows no chat). */
export function messengerOf(token: string): MessengerChoice | null {
  if (token === BUILTIN_MESSENGER_TOKEN) return { kind: 'builtin' };
  const match = /^intercom\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/.exec(token);
  return match ? { kind: 'intercom', appId: match[1]!, userId: match[2]!, userHash: match[3]! } : null;
}

/** The badge on the floating button: nothing at 0, the count up to 999, then '999+' (spec §9 badge max 999). */
export function badgeText(unread: number): string | null {
  if (!(unread > 0)) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

/** A press that moved less than 5 px from where it started is a tap; anything further is a drag (spec §9). */
export function isTap(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < TAP_TOLERANCE_PX;
}
