import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHOP } from './example-answers';
import type { globalAdMachine } from './global-ad.machine';

export const globalAdExamples: SimulationExamples<typeof globalAdMachine> = {
  actors: {
    selectPromotion: {
      output: {
        ad: {
          id: 'ad_1',
          startTime: '2026-11-20T08:00:00.000Z',
          endTime: '2026-12-02T08:00:00.000Z',
          title: 'Rising Stars: boost your holiday links',
          imageUrl: 'https://images.example.com/ads/rising-stars.png',
          linkUrl: 'https://linkmint.example.com/rising-stars',
        },
        shopName: EXAMPLE_SHOP,
        bannerPeriod: true,
        bannerClosed: false,
      },
      error: 'The promotions could not be loaded.',
    },
    checkBoostingWhitelist: { output: true, error: 'The boosting access could not be checked.' },
  },
};
