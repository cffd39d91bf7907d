import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import { NO_STREAM } from '../../events/events';
import type { Authenticator, Session } from '../../operations';
import { hashToken, newSessionToken } from './secrets';
import type { LoginType, SessionEvent } from './session-events';

export const SESSION_IDLE_DAYS = 30;
/** How stale the recorded last use may get before it is written again. */
const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000;

export interface Sessions extends Authenticator {
  start(
    userId: string,
    loginType: LoginType,
    now: Date,
    metadata?: Record<string, unknown>,
  ): Promise<{ token: string; sessionId: string }>;
  end(
    sessionId: string,
    reason: Extract<SessionEvent, { type: 'SessionEnded' }>['data']['reason'],
    now: Date,
  ): Promise<void>;
  /** Ends every open session of a user, optionally but one (the one changing the password keeps working). */
  endAllOf(
    userId: string,
    reason: Extract<SessionEvent, { type: 'SessionEnded' }>['data']['reason'],
    now: Date,
    except?: string,
  ): Promise<number>;
}

export function createSessions(db: Database, store: EventStore): Sessions {
  // Last write of session_activity per session in this process, so a busy session costs one write an hour.
  const lastWritten = new Map<string, number>();

  const end: Sessions['end'] = async (sessionId, reason, now) => {
    const streamId = `session:${sessionId}`;
    const version = await store.streamVersion(streamId);
    const events = await store.readStream<SessionEvent>(streamId);
    if (events.some((e) => e.type === 'SessionEnded')) return;
    await store.append<SessionEvent>(streamId, version, [
      { type: 'SessionEnded', data: { sessionId, reason, endedAt: now.toISOString() } },
    ]);
    lastWritten.delete(sessionId);
  };

  return {
    async start(userId, loginType, now, metadata) {
      const sessionId = randomUUID();
      const { token, tokenHash } = newSessionToken();
      await store.append<SessionEvent>(
        `session:${sessionId}`,
        NO_STREAM,
        [{ type: 'SessionStarted', data: { sessionId, userId, tokenHash, loginType, startedAt: now.toISOString() } }],
        { metadata },
      );
      return { token, sessionId };
    },

    end,

    async endAllOf(userId, reason, now, except) {
      const open = await db.query<{ session_id: string }>(
        'select session_id from sessions where user_id = $1 and ended_at is null',
        [userId],
      );
      const ids = open.rows.map((r) => r.session_id).filter((id) => id !== except);
      for (const id of ids) await end(id, reason, now);
      return ids.length;
    },

    async authenticate(token, now): Promise<Session | undefined> {
      const found = await db.query<{
        session_id: string;
        user_id: string;
        shop_domain: string | null;
        last_seen: Date;
      }>(
        `select s.session_id, s.user_id, a.shop_domain, coalesce(act.last_seen_at, s.started_at) as last_seen
         from sessions s
         join accounts a on a.user_id = s.user_id
         left join session_activity act on act.session_id = s.session_id
         where s.token_hash = $1 and s.ended_at is null`,
        [hashToken(token)],
      );
      const row = found.rows[0];
      if (!row) return undefined;
      if (now.getTime() - row.last_seen.getTime() > SESSION_IDLE_DAYS * 86_400_000) return undefined;
      const written = lastWritten.get(row.session_id) ?? row.last_seen.getTime();
      if (now.getTime() - written > ACTIVITY_WRITE_INTERVAL_MS) {
        lastWritten.set(row.session_id, now.getTime());
        await db.query(
          `insert into session_activity (session_id, last_seen_at) values ($1, $2)
           on conflict (session_id) do update set last_seen_at = excluded.last_seen_at`,
          [row.session_id, now],
        );
      }
      return { sessionId: row.session_id, userId: row.user_id, shopDomain: row.shop_domain };
    },
  };
}
