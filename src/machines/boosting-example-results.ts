/**
 * Example boosting results the boosting pages' examples share: one boosted link's content and its numbers over
 * the week before 25 November 2026.
 */
import type { ActorOutput } from './actor-examples';
import type { boostingAdDetailsMachine } from './boosting-ad-details.machine';
import { EXAMPLE_BOOSTING_APPLICATION, usd } from './example-answers';

type AdDetails = ActorOutput<typeof boostingAdDetailsMachine, 'loadAdDetails'>;

export const EXAMPLE_BOOSTED_CONTENT: AdDetails['detail']['content'] = EXAMPLE_BOOSTING_APPLICATION.contents?.[0] ?? {
  contentId: 'sl_501',
  kind: 'link',
  title: 'Stanley Quencher tumbler',
  postedAt: '2026-11-18T13:00:00.000Z',
};

export const EXAMPLE_BOOSTING_METRICS: AdDetails['totals']['metrics'] = {
  spend: usd(4200),
  earnings: usd(6130),
  impressions: 18400,
  clicks: 920,
  orders: 41,
  conversionRate: 4.46,
  roi: 1.46,
};

export const EXAMPLE_BOOSTING_TOTALS: AdDetails['totals'] = {
  startDate: '2026-11-18',
  endDate: '2026-11-25',
  metrics: EXAMPLE_BOOSTING_METRICS,
};

export const EXAMPLE_BOOSTING_DAY: AdDetails['detail']['days'][number] = {
  date: '2026-11-24',
  metrics: { ...EXAMPLE_BOOSTING_METRICS, spend: usd(600), earnings: usd(910) },
};
