/** Boosting applications and results as the contract answers them, for the follow-up pages' model and view tests. */
import type { BoostingStatus } from '../../src/domain/boosting-pages';
import type {
  BoostingApplication,
  BoostingContent,
  BoostingContentRow,
  BoostingDashboardData,
  BoostingMetrics,
} from '../../src/machines/boosting-results-calls';

export const TODAY = '2026-11-21';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

export function metrics(
  spendCents: number,
  earningsCents: number,
  clicks = 100,
  orders = 5,
  impressions = 2_000,
): BoostingMetrics {
  return {
    spend: usd(spendCents),
    earnings: usd(earningsCents),
    impressions,
    clicks,
    orders,
    conversionRate: clicks === 0 ? 0 : orders / clicks,
    roi: spendCents === 0 ? 0 : (earningsCents - spendCents) / spendCents,
  };
}

export function content(contentId: string, title = `Link ${contentId}`): BoostingContent {
  return {
    contentId,
    kind: 'link',
    title,
    permalink: `http://127.0.0.1/s/${contentId}`,
    postedAt: '2026-11-01T10:00:00.000Z',
  };
}

export const row = (contentId: string, m: BoostingMetrics): BoostingContentRow => ({
  content: content(contentId),
  metrics: m,
});

export function application(
  id: string,
  status: BoostingStatus,
  extra: Partial<BoostingApplication> = {},
): BoostingApplication {
  return {
    id,
    status,
    contentIds: ['c1', 'c2'],
    trackingIds: [
      { trackingId: 'jane-20', source: 1 },
      { trackingId: 'janew', source: 7 },
    ],
    budget: usd(25_000),
    startDate: '2026-11-10',
    endDate: '2026-12-10',
    submittedAt: '2026-11-05T10:00:00.000Z',
    contents: [content('c1'), content('c2')],
    unread: status !== 'submitted',
    history: [{ status: 'submitted', at: '2026-11-05T10:00:00.000Z' }],
    ...extra,
  };
}

export function dashboardData(contentsTotal = 12): BoostingDashboardData {
  const rows = [row('c1', metrics(10_000, 30_000)), row('c2', metrics(5_000, 4_000))];
  return {
    totals: { startDate: '2026-11-15', endDate: TODAY, metrics: metrics(15_000, 34_000, 200, 10) },
    days: [
      { date: '2026-11-20', metrics: metrics(10_000, 30_000) },
      { date: '2026-11-19', metrics: metrics(5_000, 4_000) },
    ],
    contents: { list: rows, total: contentsTotal },
    rankings: { roi: rows, earnings: rows, conversion: rows },
  };
}
