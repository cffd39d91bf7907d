import type { Database } from '../../db/database';
import type { MessagingNetwork, MessagingPort } from '../../integrations/messaging/messaging-port';
import type { Logger } from '../../logger';
import type { QueuedDm, ReceivedComment } from './comment-decider';
import { connectionView } from './connection-decider';
import type { AutoDmService } from './auto-dm-service';

/**
 * Sends the queued DMs through the messaging port, in the server process. The queue is auto_dm_messages (a
 * projection of the comments' events), so DMs queued before a restart, or by another process, go out once this
 * one runs. Meta's limits hold whichever adapter sends: at most `hourlyLimit` private replies per sending account
 * in any rolling hour (the rest wait for the window), and none for a comment older than `windowDays` (recorded
 * failed). A retryable refusal is queued again with a growing pause; after MAX_ATTEMPTS it is recorded failed.
 */

export const DISPATCH_MESSAGES = {
  tooOld: (days: number) =>
    `Not sent: the comment is more than ${days} days old, and Instagram and Facebook allow a private reply only within ${days} days of a comment.`,
  disconnected:
    'Not sent: Auto DM was disconnected, or the Page lost its link to Instagram, before this message went out.',
  tokenUnusable: 'Not sent: the Page token can no longer be read (the app secret changed). Connect Facebook again.',
  gaveUp: (reason: string) => `Not sent after several tries: ${reason}`,
} as const;

/** A claim older than this was a process that stopped mid-send; the DM is claimed again. */
const STALE_CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 200;
const HOUR_MS = 3_600_000;

/** 1 min, 2 min, 4 min… between tries of a retryable refusal. */
export const retryDelayMs = (attempt: number) => 60_000 * 2 ** Math.max(0, attempt - 1);

export interface DispatcherOptions {
  db: Database;
  service: AutoDmService;
  messaging: MessagingPort;
  log: Logger;
  clock: () => Date;
  hourlyLimit: number;
  windowDays: number;
  /** Longest sleep between looks at the queue (DMs queued by another process). */
  pollMs: number;
}

interface QueueRow {
  network: MessagingNetwork;
  comment_id: string;
  shop_domain: string;
  sender_id: string;
  commented_at: Date;
}

export function createDmDispatcher(options: DispatcherOptions) {
  const { db, service, messaging, log, clock, hourlyLimit, windowDays } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  async function sentInLastHour(senderId: string, now: Date): Promise<{ count: number; oldest: Date | null }> {
    const { rows } = await db.query<{ n: number; oldest: Date | null }>(
      `select count(*)::int as n, min(sent_at) as oldest from auto_dm_messages where sender_id = $1 and sent_at > $2 and status = 'sent'`,
      [senderId, new Date(now.getTime() - HOUR_MS)],
    );
    return { count: rows[0]?.n ?? 0, oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
  }

  async function queuedDm(row: QueueRow): Promise<QueuedDm | undefined> {
    const { rows } = await db.query<{ data: ReceivedComment }>(
      `select data from events where stream_id = $1 and type = 'AutoDmCommentReceived' limit 1`,
      [`auto-dm-comment:${row.network}:${row.comment_id}`],
    );
    return rows[0]?.data.dm ?? undefined;
  }

  /** Sends one claimed DM and records the outcome. */
  async function send(row: QueueRow, dm: QueuedDm, attempt: number, now: Date): Promise<'sent' | 'not-sent'> {
    const record = (command: Parameters<AutoDmService['comments']>[2]) =>
      service.comments(row.network, row.comment_id, command, clock());
    const state = await service.readConnection(row.shop_domain);
    const view = connectionView(state);
    const sender = row.network === 'instagram' ? view.page?.instagramAccountId : view.page?.pageId;
    if (!view.canSend || sender !== row.sender_id) {
      await record({ type: 'RecordFailed', reason: DISPATCH_MESSAGES.disconnected });
      return 'not-sent';
    }
    const token = service.pageToken(state);
    if (!token) {
      await record({ type: 'RecordFailed', reason: DISPATCH_MESSAGES.tokenUnusable });
      return 'not-sent';
    }
    const outcome = await messaging.sendPrivateReply({
      network: row.network,
      senderId: row.sender_id,
      pageAccessToken: token,
      commentId: row.comment_id,
      message: dm.message,
      ...(dm.publicReply ? { publicReply: dm.publicReply } : {}),
    });
    if (outcome.ok) {
      await record({
        type: 'RecordSent',
        messageId: outcome.messageId,
        ...(outcome.publicReplyError ? { publicReplyError: outcome.publicReplyError } : {}),
      });
      return 'sent';
    }
    if (outcome.pairBroken) {
      await record({ type: 'RecordFailed', reason: outcome.reason });
      await service.breakPair(row.shop_domain, outcome.reason, now);
    } else if (outcome.retryable && attempt < MAX_ATTEMPTS) {
      await record({
        type: 'RecordRetry',
        reason: outcome.reason,
        retryAt: new Date(clock().getTime() + retryDelayMs(attempt)),
      });
    } else {
      await record({
        type: 'RecordFailed',
        reason:
          attempt >= MAX_ATTEMPTS && outcome.retryable ? DISPATCH_MESSAGES.gaveUp(outcome.reason) : outcome.reason,
      });
    }
    return 'not-sent';
  }

  /** One look at the queue: everything due that the hourly allowance lets through. Answers when to look again. */
  async function pass(): Promise<Date | null> {
    const now = clock();
    const { rows } = await db.query<QueueRow>(
      // An account whose hour is used up is left out here, so its backlog never holds up another account's DMs.
      `select network, comment_id, shop_domain, sender_id, commented_at from auto_dm_messages m
       where ((status = 'queued' and next_attempt_at <= $1) or (status = 'sending' and claimed_at < $2))
         and (select count(*) from auto_dm_messages s where s.sender_id = m.sender_id and s.status = 'sent' and s.sent_at > $3) < $4
       order by position limit ${BATCH}`,
      [now, new Date(now.getTime() - STALE_CLAIM_MS), new Date(now.getTime() - HOUR_MS), hourlyLimit],
    );
    const allowance = new Map<string, { left: number; freesAt: Date | null }>();
    let nextLook: Date | null = null;
    let progressed = false;
    const later = (at: Date) => (nextLook = nextLook === null || at < nextLook ? at : nextLook);
    for (const row of rows) {
      if (stopped) break;
      const at = clock();
      if (at.getTime() - new Date(row.commented_at).getTime() > windowDays * 86_400_000) {
        await service.comments(
          row.network,
          row.comment_id,
          { type: 'RecordFailed', reason: DISPATCH_MESSAGES.tooOld(windowDays) },
          at,
        );
        progressed = true;
        continue;
      }
      let window = allowance.get(row.sender_id);
      if (!window) {
        const sent = await sentInLastHour(row.sender_id, at);
        window = {
          left: hourlyLimit - sent.count,
          freesAt: sent.oldest ? new Date(sent.oldest.getTime() + HOUR_MS) : new Date(at.getTime() + HOUR_MS),
        };
        allowance.set(row.sender_id, window);
      }
      if (window.left <= 0) {
        later(window.freesAt ?? new Date(at.getTime() + HOUR_MS));
        continue;
      }
      const claim = await service.comments(
        row.network,
        row.comment_id,
        { type: 'Claim', staleBefore: new Date(at.getTime() - STALE_CLAIM_MS) },
        at,
      );
      const claimed = claim.events[0];
      if (claimed?.type !== 'AutoDmSending') continue;
      progressed = true;
      const dm = await queuedDm(row);
      if (!dm) continue;
      try {
        if ((await send(row, dm, claimed.data.attempt, at)) === 'sent') window.left -= 1;
      } catch (error) {
        // The claim stays; it is taken again once stale. Nothing is lost, at worst one DM waits five minutes.
        log.error('auto dm send failed', { err: error, commentId: row.comment_id });
      }
    }
    // A full batch that moved on: the next batch at once; one held back by the allowance waits like the rest.
    if (rows.length === BATCH && progressed && !stopped) return clock();
    // Next look: the first retry due, or the first moment an account with DMs waiting gets a reply back in its hour.
    const { rows: waiting } = await db.query<{ at: Date | null }>(
      `select least(
         (select min(next_attempt_at) from auto_dm_messages where status = 'queued' and next_attempt_at > $1),
         (select min(s.sent_at) + interval '1 hour' from auto_dm_messages s
          where s.status = 'sent' and s.sent_at > $2 and s.sender_id in (select sender_id from auto_dm_messages where status = 'queued'))
       ) as at`,
      [now, new Date(now.getTime() - HOUR_MS)],
    );
    if (waiting[0]?.at) later(new Date(waiting[0].at));
    return nextLook;
  }

  function schedule(at: Date | null) {
    if (stopped) return;
    clearTimeout(timer);
    const wait = Math.min(options.pollMs, at ? Math.max(0, at.getTime() - clock().getTime()) : options.pollMs);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  /** Looks at the queue now (or right after the look in progress). */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let next: Date | null = null;
      do {
        again = false;
        try {
          next = await pass();
        } catch (error) {
          log.error('auto dm dispatch failed', { err: error });
          next = null;
        }
      } while ((again || (next !== null && next.getTime() <= clock().getTime())) && !stopped);
      running = undefined;
      schedule(next);
    })();
  }

  return {
    wake,
    /** True in a server process (the admin CLI's own process never starts it). */
    isRunning: () => !stopped,
    start() {
      stopped = false;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Resolves once no look at the queue is in progress or asked for (tests, after moving the clock and waking). */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}

export type DmDispatcher = ReturnType<typeof createDmDispatcher>;
