import type { Projection } from '../../events/projections';
import type { AdvertisingEvent } from './advertising-decider';

/** advertising_activities: the activities posted and not withdrawn. */
export const advertisingProjection: Projection<AdvertisingEvent> = {
  name: 'advertising',
  tables: ['advertising_activities'],
  handles: ['ActivityPosted', 'ActivityWithdrawn'],
  async apply(tx, event) {
    if (event.type === 'ActivityPosted') {
      const d = event.data;
      await tx.query(
        `insert into advertising_activities (activity_id, title, image_url, link_url, start_time, end_time, position)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [d.activityId, d.title, d.imageUrl, d.linkUrl ?? null, d.startTime, d.endTime, event.position],
      );
      return;
    }
    await tx.query('delete from advertising_activities where activity_id = $1', [event.data.activityId]);
  },
};
