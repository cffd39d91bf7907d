/**
 * The boosting calls the machines share as actors: the whitelist check (create panel, the boosting start page, the
 * application), and reading the creator's content, tracking ids and drafts for an application.
 */
import { fromPromise } from 'xstate';
import { doneOutput, errorParams } from './call-results';
import { checkBoostingWhitelist, draftList, getActiveTrackingIdList, selectBoosting } from '../api/boosting';
import { getTrackingIdsV2 } from '../api/tracking';
import { MAX_PAGE_SIZE } from '../domain/link-pages';
import type { BoostingTrackingId, TrackingEntriesBySource } from '../domain/boosting-application';

export type BoostingContent = Awaited<ReturnType<typeof selectBoosting>>['list'][number];
export type BoostingDraft = Awaited<ReturnType<typeof draftList>>['list'][number];

/** Whether the shop may submit content for boosting; a failed check rejects (spec §8: it is only logged, no toast). */
export const checkWhitelist = fromPromise<boolean>(
  async ({ signal }) => (await checkBoostingWhitelist({}, { signal })).whitelisted,
);

/** The guard on the check's answer (its output, as params): true only for a shop on the whitelist. */
export const isWhitelisted = (_: unknown, whitelisted: boolean): boolean => whitelisted;

/**
 * The state that checks the whitelist (its machine names the actor checkBoostingWhitelist and the guard
 * isWhitelisted): on to `whitelisted`, `notWhitelisted`, or `failed` with the action `failed.failureAction` keeping
 * the sentence (it takes the error as params).
 */
export function whitelistCheckState<
  const W extends string,
  const N extends string,
  const F extends string,
  const A extends string,
>(ways: {
  description: string;
  whitelisted: { target: W; description: string };
  notWhitelisted: { target: N; description: string };
  failed: { target: F; failureAction: A };
}) {
  return {
    description: ways.description,
    tags: ['busy' as const],
    invoke: {
      id: 'checkBoostingWhitelist' as const,
      src: 'checkBoostingWhitelist' as const,
      onDone: [
        { guard: { type: 'isWhitelisted' as const, params: doneOutput }, ...ways.whitelisted },
        ways.notWhitelisted,
      ],
      onError: {
        target: ways.failed.target,
        actions: { type: ways.failed.failureAction, params: errorParams },
        description: 'The check failed: say so and offer to retry.',
      },
    },
  };
}

/** Pages read before giving up on reading a whole list: 2,000 items, far more than a creator's links or drafts. */
const MAX_PAGES = 20;

interface Page<T> {
  list: readonly T[];
  total: number;
}

/** Every item of a paged list (read a page at a time), or those up to the page where `found` sees the one wanted. */
export async function readPages<T>(
  fetchPage: (pageNum: number) => Promise<Page<T>>,
  found: (item: T) => boolean = () => false,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await fetchPage(pageNum);
    items.push(...page.list);
    if (page.list.length === 0 || items.length >= page.total || page.list.some(found)) break;
  }
  return items;
}

/** What an application chooses from, and the draft it continues. */
export interface BoostingChoices {
  /** The shop's content that can be boosted, newest first. */
  contents: BoostingContent[];
  trackingIds: TrackingEntriesBySource;
  /** Ids already in an application that is submitted, in review, approved or running. */
  activeIds: BoostingTrackingId[];
  /** The draft the page edits; null for a new application, or when the draft is not there any more. */
  draft: BoostingDraft | null;
}

/** selectBoosting (every page), the tracking-id lists, getActiveTrackingIdList and, when editing, the draft. */
export const loadBoostingChoices = fromPromise<BoostingChoices, { draftId: string | null }>(
  async ({ input, signal }) => {
    const options = { signal, ignoreErrors: true };
    const [contents, lists, active, drafts] = await Promise.all([
      readPages((pageNum) => selectBoosting({ pageNum, pageSize: MAX_PAGE_SIZE }, options)),
      getTrackingIdsV2({}, options),
      getActiveTrackingIdList({}, options),
      input.draftId === null
        ? Promise.resolve([])
        : readPages(
            (pageNum) => draftList({ pageNum, pageSize: MAX_PAGE_SIZE }, options),
            (d) => d.id === input.draftId,
          ),
    ]);
    return {
      contents,
      trackingIds: { 1: lists.amazonTrackingIdList, 6: lists.targetTrackingIdList, 7: lists.walmartTrackingIdList },
      activeIds: active.list,
      draft: drafts.find((d) => d.id === input.draftId) ?? null,
    };
  },
);
