/**
 * earning/engegament_data, engagement: how often visitors click the creator's links over a Pacific range (by day,
 * getDashboard) and which links they click and order through (getEarningsBreakdown by link, most clicked first).
 */
import { getDashboard, getEarningsBreakdown } from '../api/earnings';
import { earningsReportMachine } from './earnings-report';
import type { MachineCard } from './machine-catalog';

export interface Engagement {
  dashboard: Awaited<ReturnType<typeof getDashboard>>;
  links: Awaited<ReturnType<typeof getEarningsBreakdown>>;
}

export const ENGAGEMENT_LOAD_FAILED = 'Your engagement data could not be loaded. Check your connection and try again.';

export const earningsEngagementMachine = earningsReportMachine<Engagement>({
  id: 'earningEngagement',
  description:
    "Visitors' clicks on the creator's links over a Pacific date range, by day and by link, with the orders they led to.",
  reading: 'Reading the clicks by day (getDashboard) and the links, most clicked first (getEarningsBreakdown), at once',
  showing: 'Clicks, orders and conversion of the range, the clicks charted by day and the links in a table.',
  loadFailed: ENGAGEMENT_LOAD_FAILED,
  ranges: 'chips',
  async load({ range }, signal) {
    const quiet = { signal, ignoreErrors: true };
    const [dashboard, links] = await Promise.all([
      getDashboard(range, quiet),
      getEarningsBreakdown({ ...range, by: 'link', orderBy: 'clicks' }, quiet),
    ]);
    return { dashboard, links };
  },
});

export const card = {
  machine: earningsEngagementMachine,
  title: 'Engagement data',
  spec: '§2 earning/engegament_data; §9 date ranges, formatting; issue 16',
  screen: 'engagement',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof earningsEngagementMachine>;
