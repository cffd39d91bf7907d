import type { Retailer } from '../../../src/domain/retailer-links';
import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';
import {
  CONTENT_NEEDS_STREAM,
  contentNeedsDecider,
  type ContentNeedEvent,
  type ContentNeedFields,
} from './content-need-decider';

/**
 * Content requests (contentNeed): briefs operators post for boosting creators to answer with content. All share
 * one stream, `boosting-content-needs:list`, so ids are handed out in sequence ("1", "2"…), short enough to type
 * in `boosting need remove --id N`. A request is open until withdrawn or until its Pacific due date has passed.
 */

export type ContentNeed = components['schemas']['ContentNeed'];

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
    async post(
      fields: ContentNeedFields,
      call: { now?: Date; metadata?: Record<string, unknown> } = {},
    ): Promise<string> {
      const { events } = await handle(CONTENT_NEEDS_STREAM, { type: 'PostNeed', fields }, call);
      const posted = events[0];
      if (posted?.type !== 'ContentNeedPosted')
        throw new Error('Posting a content request recorded no ContentNeedPosted event');
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
