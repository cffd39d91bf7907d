import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { ACTIVITIES_STREAM, advertisingDecider, type ActivityContent } from './advertising-decider';

type AdvertisingActivity = components['schemas']['AdvertisingActivity'];

interface ActivityRow {
  activity_id: string;
  title: string;
  image_url: string;
  link_url: string | null;
  start_time: Date | string;
  end_time: Date | string;
}

/** The module's commands and queries, shared by its operation and the operators' command line. */
export function createAdvertising(db: Database, store: EventStore, clock: () => Date = () => new Date()) {
  const handle = createCommandHandler(store, advertisingDecider, { clock });
  return {
    /** Posts an activity (content checked by the decider, a 400 names the field); answers its id. */
    async post(content: ActivityContent, call: { metadata?: Record<string, unknown> } = {}): Promise<string> {
      const { events } = await handle(ACTIVITIES_STREAM, { type: 'PostActivity', content }, call);
      const posted = events[0];
      if (posted?.type !== 'ActivityPosted') throw new Error('Posting an activity recorded no ActivityPosted event');
      return posted.data.activityId;
    },
    /** Withdraws an activity; an unknown id is a 404. */
    async withdraw(activityId: string, call: { metadata?: Record<string, unknown> } = {}): Promise<void> {
      await handle(ACTIVITIES_STREAM, { type: 'WithdrawActivity', activityId }, call);
    },
    /**
     * Every activity by start time, past and future alike: the app picks the one running in Pacific time, and
     * answering the whole list keeps that rule in one place (src/domain/promotion-activity.ts).
     */
    async list(): Promise<AdvertisingActivity[]> {
      const { rows } = await db.query<ActivityRow>(
        `select activity_id, title, image_url, link_url, start_time, end_time from advertising_activities order by start_time, position`,
      );
      return rows.map((row) => ({
        id: row.activity_id,
        title: row.title,
        imageUrl: row.image_url,
        ...(row.link_url !== null ? { linkUrl: row.link_url } : {}),
        startTime: new Date(row.start_time).toISOString(),
        endTime: new Date(row.end_time).toISOString(),
      }));
    },
  };
}

export type Advertising = ReturnType<typeof createAdvertising>;
