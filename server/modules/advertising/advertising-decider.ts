import type { Decider } from '../../events/command-handler';
import { invalid, missing } from '../../events/domain-error';

/**
 * Promotion activities (spec §3 advertising activity, §4 promotion modal): operators post them with a time window;
 * the app shows the first one whose window holds the current Pacific time. All activities share one stream,
 * `advertising:activities`, because ids are handed out in sequence: the app keys the close flag of activity "1"
 * differently from the others (spec §3 boostingModalColseStatus), so "1" must mean the first activity ever posted.
 */

export const ACTIVITIES_STREAM = 'advertising:activities';

export interface ActivityContent {
  title: string;
  imageUrl: string;
  linkUrl?: string;
  /** ISO 8601 instants with an explicit offset (the contract's DateTime). */
  startTime: string;
  endTime: string;
}

export type ActivityPosted = {
  type: 'ActivityPosted';
  data: ActivityContent & { activityId: string; postedAt: string };
};
export type ActivityWithdrawn = { type: 'ActivityWithdrawn'; data: { activityId: string; withdrawnAt: string } };
export type AdvertisingEvent = ActivityPosted | ActivityWithdrawn;

export type AdvertisingCommand =
  { type: 'PostActivity'; content: ActivityContent } | { type: 'WithdrawActivity'; activityId: string };

export interface AdvertisingState {
  posted: number;
  live: ReadonlySet<string>;
}

/** The contract's limits (AdvertisingActivity, DateTime, HttpUrl in openapi.yaml). */
export const ACTIVITY_LIMITS = { title: 200, url: 2_048, dateTime: 40 } as const;
const HTTP_URL = /^https?:\/\/\S+$/;
// An offset is required: an instant without one would be read in whatever zone the server happens to run in.
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:\d\d)$/;

function checkUrl(field: string, value: string) {
  if (value.length > ACTIVITY_LIMITS.url || !HTTP_URL.test(value))
    throw invalid(`${field} must be an http(s) address of at most ${ACTIVITY_LIMITS.url} characters.`);
}

function checkInstant(field: string, value: string): number {
  const ms = Date.parse(value);
  if (value.length > ACTIVITY_LIMITS.dateTime || !ISO_INSTANT.test(value) || Number.isNaN(ms)) {
    throw invalid(`${field} must be an ISO 8601 instant with an offset, e.g. 2025-07-01T00:00:00-07:00.`);
  }
  return ms;
}

/** The content rules, so an activity the app could not show is refused when posted. */
export function checkActivity(content: ActivityContent): void {
  if (content.title.trim() === '' || content.title.length > ACTIVITY_LIMITS.title) {
    throw invalid(`title must have 1 to ${ACTIVITY_LIMITS.title} characters.`);
  }
  checkUrl('imageUrl', content.imageUrl);
  if (content.linkUrl !== undefined) checkUrl('linkUrl', content.linkUrl);
  const start = checkInstant('startTime', content.startTime);
  const end = checkInstant('endTime', content.endTime);
  if (end <= start) throw invalid('endTime must be after startTime.');
}

export const advertisingDecider: Decider<AdvertisingCommand, AdvertisingState, AdvertisingEvent> = {
  initialState: { posted: 0, live: new Set() },
  evolve(state, event) {
    if (event.type === 'ActivityPosted')
      return { posted: state.posted + 1, live: new Set([...state.live, event.data.activityId]) };
    const live = new Set(state.live);
    live.delete(event.data.activityId);
    return { posted: state.posted, live };
  },
  decide(command, state, { now }) {
    if (command.type === 'PostActivity') {
      checkActivity(command.content);
      const { content } = command;
      return [
        {
          type: 'ActivityPosted',
          data: {
            activityId: String(state.posted + 1),
            title: content.title,
            imageUrl: content.imageUrl,
            ...(content.linkUrl !== undefined ? { linkUrl: content.linkUrl } : {}),
            startTime: content.startTime,
            endTime: content.endTime,
            postedAt: now.toISOString(),
          },
        },
      ];
    }
    if (!state.live.has(command.activityId)) throw missing(`No such activity: ${command.activityId}.`);
    return [{ type: 'ActivityWithdrawn', data: { activityId: command.activityId, withdrawnAt: now.toISOString() } }];
  },
};
