import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import { tooManyRequests } from '../../errors';
import type { LoginGuardEvent } from './session-events';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;

/** Keys are hashed: the log keeps no user name, address or IP in clear. */
export function guardKeys(login: string, ip: string): string[] {
  const h = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
  return [`login-${h(login.trim().toLowerCase())}`, `ip-${h(ip)}`];
}

export function lockedMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Ten failures for one account name or one address within 15 minutes lock further tries. The lock lasts until
 * the tenth most recent failure is 15 minutes old, i.e. 15 minutes after the failure that locked it.
 */
export function createLoginGuard(db: Database, store: EventStore) {
  const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
  return {
    async assertOpen(keys: string[], now: Date): Promise<void> {
      const since = new Date(now.getTime() - windowMs);
      for (const key of keys) {
        const recent = await db.query<{ failed_at: Date }>(
          'select failed_at from login_failures where guard_key = $1 and failed_at > $2 order by failed_at desc limit $3',
          [key, since, LOGIN_MAX_FAILURES],
        );
        if (recent.rows.length >= LOGIN_MAX_FAILURES) {
          const unlockAt = recent.rows[LOGIN_MAX_FAILURES - 1]!.failed_at.getTime() + windowMs;
          throw tooManyRequests(lockedMessage(Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000))));
        }
      }
    },
    async recordFailure(keys: string[], now: Date): Promise<void> {
      for (const key of keys) {
        await store.append<LoginGuardEvent>(`login-guard:${key}`, 'any', [
          { type: 'LoginFailed', data: { guardKey: key, at: now.toISOString() } },
        ]);
      }
    },
    /** A successful sign-in clears the account name's count (not the address's: one address may try many names). */
    async recordSuccess(keys: string[], now: Date): Promise<void> {
      const accountKey = keys[0];
      if (!accountKey) return;
      const open = await db.query('select 1 from login_failures where guard_key = $1 limit 1', [accountKey]);
      if (open.rows.length === 0) return;
      await store.append<LoginGuardEvent>(`login-guard:${accountKey}`, 'any', [
        { type: 'LoginSucceeded', data: { guardKey: accountKey, at: now.toISOString() } },
      ]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
