/** Login types of spec §6: 1 product account (password), 2 Facebook, 3 Apple. */
export type LoginType = 1 | 2 | 3;

export type SessionEvent =
  | {
      type: 'SessionStarted';
      data: { sessionId: string; userId: string; tokenHash: string; loginType: LoginType; startedAt: string };
    }
  | {
      type: 'SessionEnded';
      data: { sessionId: string; reason: 'logout' | 'password-changed' | 'account-deleted' | 'idle'; endedAt: string };
    };

export type LoginGuardEvent =
  | { type: 'LoginFailed'; data: { guardKey: string; at: string } }
  | { type: 'LoginSucceeded'; data: { guardKey: string; at: string } };
