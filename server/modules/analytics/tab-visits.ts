import { pacificDate } from '../../../src/domain/pacific-time';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';

/**
 * Visits of the main tabs (the app's e_tab ping on every relaunch into a tab, spec §7): product analytics of
 * which tabs creators use. An event keeps the tab's analytics id and the time, nothing of the shop or the
 * creator, so there is nothing to erase when an account is deleted. One stream per Pacific day.
 */
export type TabVisitedEvent = { type: 'TabVisited'; data: { tab: number; at: string } };

export const tabVisitsStream = (at: Date) => `tab-visits:${pacificDate(at)}`;

export async function recordTabVisit(store: Pick<EventStore, 'append'>, tab: number, at: Date): Promise<void> {
  await store.append<TabVisitedEvent>(tabVisitsStream(at), 'any', [
    { type: 'TabVisited', data: { tab, at: at.toISOString() } },
  ]);
}

/** tab_visits_daily: visits per main tab and Pacific day. */
export const tabVisitsProjection: Projection<TabVisitedEvent> = {
  name: 'tab-visits-daily',
  tables: ['tab_visits_daily'],
  handles: ['TabVisited'],
  async apply(tx, event) {
    if (typeof event.data?.tab !== 'number') return;
    await tx.query(
      `insert into tab_visits_daily (day, tab, visits) values ($1, $2, 1)
       on conflict (day, tab) do update set visits = tab_visits_daily.visits + 1`,
      [pacificDate(event.data.at), event.data.tab],
    );
  },
};
