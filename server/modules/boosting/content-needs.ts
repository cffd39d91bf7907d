import { pacificDate } from '../../../src/domain/pacific-time';
import { isRetailer } from '../../../src/domain/link-retailers';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { invalid, missing } from '../../events/domain-error';
import { createCommandHandler, type Decider } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';
import { isCalendarDate } from './results-csv';

/**
 * Content requests (contentNeed): briefs operators post for boosting creators to answer with content. All share
 * one stream, `boosting-content-needs:list`, so ids are handed out in sequence ("1", "2"…), short enough to type
 * in `boosting need remove --id N`. A request is open until withdrawn or until its Pacific due date has passed.
 */

export type ContentNeed = components['schemas']['ContentNeed'];

export const CONTENT_NEEDS_STREAM = 'boosting-content-needs:list';

export interface ContentNeedFields {
  title: string;
  description: string;
  retailer?: Retailer;
  productUrl?: string;
  /** 'YYYY-MM-DD', Pacific. */
  dueDate: string;
}

export type ContentNeedPosted = { type: 'ContentNeedPosted'; data: ContentNeedFields & { needId: string; postedAt: string } };
export type ContentNeedWithdrawn = { type: 'ContentNeedWithdrawn'; data: { needId: string; withdrawnAt: string } };
export type ContentNeedEvent = ContentNeedPosted | ContentNeedWithdrawn;

type ContentNeedCommand = { type: 'PostNeed'; fields: ContentNeedFields } | { type: 'WithdrawNeed'; needId: string };

/** The contract's limits (ContentNeed, HttpUrl). */
export const CONTENT_NEED_LIMITS = { title: 200, description: 5_000, url: 2_048 } as const;
const HTTP_URL = /^https?:\/\/\S+$/;

/** The fields' rules, so a request the app could not show is refused when posted; the due date may be today, not earlier. */
export function checkContentNeed(fields: ContentNeedFields, today: string): void {
  if (fields.title.trim() === '' || fields.title.length > CONTENT_NEED_LIMITS.title) throw invalid(`The title must have 1 to ${CONTENT_NEED_LIMITS.title} characters.`);
  if (fields.description.trim() === '' || fields.description.length > CONTENT_NEED_LIMITS.description) {
    throw invalid(`The description must have 1 to ${CONTENT_NEED_LIMITS.description} characters.`);
  }
  if (fields.retailer !== undefined && !isRetailer(fields.retailer)) throw invalid('The retailer must be amazon, target or walmart.');
  if (fields.productUrl !== undefined && (fields.productUrl.length > CONTENT_NEED_LIMITS.url || !HTTP_URL.test(fields.productUrl))) {
    throw invalid(`The product address must be an http(s) address of at most ${CONTENT_NEED_LIMITS.url} characters.`);
  }
  const due = fields.dueDate;
  if (!isCalendarDate(due)) throw invalid('The due date must be a date written YYYY-MM-DD.');
  if (due < today) throw invalid(`The due date cannot be before today (${today}, Pacific time).`);
}

const contentNeedsDecider: Decider<ContentNeedCommand, { posted: number; live: ReadonlySet<string> }, ContentNeedEvent> = {
  initialState: { posted: 0, live: new Set() },
  evolve(state, event) {
    if (event.type === 'ContentNeedPosted') return { posted: state.posted + 1, live: new Set([...state.live, event.data.needId]) };
    const live = new Set(state.live);
    live.delete(event.data.needId);
    return { posted: state.posted, live };
  },
  decide(command, state, { now }) {
    if (command.type === 'PostNeed') {
      checkContentNeed(command.fields, pacificDate(now));
      return [{ type: 'ContentNeedPosted', data: { ...command.fields, needId: String(state.posted + 1), postedAt: now.toISOString() } }];
    }
    if (!state.live.has(command.needId)) throw missing(`There is no content request ${command.needId}.`);
    return [{ type: 'ContentNeedWithdrawn', data: { needId: command.needId, withdrawnAt: now.toISOString() } }];
  },
};

/** boosting_content_needs: the requests posted and not withdrawn (past due ones too: being open is a question of the day asked). */
export const contentNeedsProjection: Projection<ContentNeedEvent> = {
  name: 'boosting-content-needs',
  tables: ['boosting_content_needs'],
  handles: ['ContentNeedPosted', 'ContentNeedWithdrawn'],
  async apply(tx, event) {
    if (event.type === 'ContentNeedWithdrawn') {
      await tx.query('delete from boosting_content_needs where need_id = $1', [event.data.needId]);
      return;
    }
    const d = event.data;
    await tx.query(
      `insert into boosting_content_needs (need_id, title, description, retailer, product_url, due_date, posted_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [d.needId, d.title, d.description, d.retailer ?? null, d.productUrl ?? null, d.dueDate, d.postedAt],
    );
  },
};

interface NeedRow {
  need_id: string;
  title: string;
  description: string;
  retailer: Retailer | null;
  product_url: string | null;
  due_date: string;
}

export function createContentNeeds(db: Database, store: EventStore) {
  const handle = createCommandHandler(store, contentNeedsDecider);
  return {
    /** Posts a request (checked against `now`'s Pacific date); answers its id. */
    async post(fields: ContentNeedFields, call: { now?: Date; metadata?: Record<string, unknown> } = {}): Promise<string> {
      const { events } = await handle(CONTENT_NEEDS_STREAM, { type: 'PostNeed', fields }, call);
      const posted = events[0];
      if (posted?.type !== 'ContentNeedPosted') throw new Error('Posting a content request recorded no ContentNeedPosted event');
      return posted.data.needId;
    },
    async withdraw(needId: string, call: { metadata?: Record<string, unknown> } = {}): Promise<void> {
      await handle(CONTENT_NEEDS_STREAM, { type: 'WithdrawNeed', needId }, call);
    },
    /** Requests due on `today` (Pacific) or later, soonest due first, then in posting order; all of them without `today`. */
    async list(today?: string): Promise<ContentNeed[]> {
      const { rows } = await db.query<NeedRow>(
        `select need_id, title, description, retailer, product_url, due_date from boosting_content_needs
         where $1::date is null or due_date >= $1::date order by due_date, posted_at, need_id`,
        [today ?? null],
      );
      return rows.map((row) => ({
        id: row.need_id,
        title: row.title,
        description: row.description,
        ...(row.retailer !== null ? { retailer: row.retailer } : {}),
        ...(row.product_url !== null ? { productUrl: row.product_url } : {}),
        dueDate: row.due_date,
      }));
    },
  };
}
