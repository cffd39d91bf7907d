import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LANDING_PAGE } from './example-answers';
import type { landingPageStatsMachine } from './landing-page-stats.machine';

export const landingPageStatsExamples: SimulationExamples<typeof landingPageStatsMachine> = {
  actors: {
    landingStats: {
      output: {
        page: EXAMPLE_LANDING_PAGE,
        stats: {
          views: 420,
          clicks: 37,
          clickThroughRate: 8.81,
          days: [
            { date: '2026-11-24', views: 130, clicks: 12 },
            { date: '2026-11-25', views: 61, clicks: 4 },
          ],
          blocks: [{ index: 1, type: 'product', label: 'Stanley Quencher tumbler 40 oz', clicks: 37 }],
        },
      },
      error: 'The statistics of this page could not be loaded.',
    },
  },
};
