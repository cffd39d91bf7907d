import { pacificDate } from '../../../src/domain/pacific-time';
import { isRetailer } from '../../../src/domain/link-retailers';
import type { Retailer } from '../../../src/domain/retailer-links';
import type { Decider } from '../../events/command-handler';
import { invalid, missing } from '../../events/domain-error';
import { isCalendarDate } from './results-csv';

/**
 * The rules of content requests (contentNeed): one stream, `boosting-content-needs:list`, so ids are handed out
 * in sequence ("1", "2"…); a request is checked when posted, and only a posted one can be withdrawn.
 */

export const CONTENT_NEEDS_STREAM = 'boosting-content-needs:list';

export interface ContentNeedFields {
  title: string;
  description: string;
  retailer?: Retailer;
  productUrl?: string;
  /** 'YYYY-MM-DD', Pacific. */
  dueDate: string;
}

export type ContentNeedPosted = {
  type: 'ContentNeedPosted';
  data: ContentNeedFields & { needId: string; postedAt: string };
};
export type ContentNeedWithdrawn = { type: 'ContentNeedWithdrawn'; data: { needId: string; withdrawnAt: string } };
export type ContentNeedEvent = ContentNeedPosted | ContentNeedWithdrawn;

export type ContentNeedCommand =
  { type: 'PostNeed'; fields: ContentNeedFields } | { type: 'WithdrawNeed'; needId: string };

/** The contract's limits (ContentNeed, HttpUrl). */
export const CONTENT_NEED_LIMITS = { title: 200, description: 5_000, url: 2_048 } as const;
const HTTP_URL = /^https?:\/\/\S+$/;

/** The fields' rules, so a request the app could not show is refused when posted; the due date may be today, not earlier. */
export function checkContentNeed(fields: ContentNeedFields, today: string): void {
  if (fields.title.trim() === '' || fields.title.length > CONTENT_NEED_LIMITS.title)
    throw invalid(`The title must have 1 to ${CONTENT_NEED_LIMITS.title} characters.`);
  if (fields.description.trim() === '' || fields.description.length > CONTENT_NEED_LIMITS.description) {
    throw invalid(`The description must have 1 to ${CONTENT_NEED_LIMITS.description} characters.`);
  }
  if (fields.retailer !== undefined && !isRetailer(fields.retailer))
    throw invalid('The retailer must be amazon, target or walmart.');
  if (
    fields.productUrl !== undefined &&
    (fields.productUrl.length > CONTENT_NEED_LIMITS.url || !HTTP_URL.test(fields.productUrl))
  ) {
    throw invalid(`The product address must be an http(s) address of at most ${CONTENT_NEED_LIMITS.url} characters.`);
  }
  const due = fields.dueDate;
  if (!isCalendarDate(due)) throw invalid('The due date must be a date written YYYY-MM-DD.');
  if (due < today) throw invalid(`The due date cannot be before today (${today}, Pacific time).`);
}

export const contentNeedsDecider: Decider<
  ContentNeedCommand,
  { posted: number; live: ReadonlySet<string> },
  ContentNeedEvent
> = {
  initialState: { posted: 0, live: new Set() },
  evolve(state, event) {
    if (event.type === 'ContentNeedPosted')
      return { posted: state.posted + 1, live: new Set([...state.live, event.data.needId]) };
    const live = new Set(state.live);
    live.delete(event.data.needId);
    return { posted: state.posted, live };
  },
  decide(command, state, { now }) {
    if (command.type === 'PostNeed') {
      checkContentNeed(command.fields, pacificDate(now));
      return [
        {
          type: 'ContentNeedPosted',
          data: { ...command.fields, needId: String(state.posted + 1), postedAt: now.toISOString() },
        },
      ];
    }
    if (!state.live.has(command.needId)) throw missing(`There is no content request ${command.needId}.`);
    return [{ type: 'ContentNeedWithdrawn', data: { needId: command.needId, withdrawnAt: now.toISOString() } }];
  },
};
