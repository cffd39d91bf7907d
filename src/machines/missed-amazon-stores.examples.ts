import type { SimulationExamples } from './actor-examples';
import { NETWORK_ERROR } from './example-answers';
import type { missedAmazonStoresMachine } from './missed-amazon-stores.machine';

/** Jane's amazon.com links sent 42 German and 7 British visitors to amazon.com; she has a UK id only. */
export const missedAmazonStoresExamples: SimulationExamples<typeof missedAmazonStoresMachine> = {
  actors: {
    missedAmazonStores: {
      output: {
        startDate: '2026-10-27',
        endDate: '2026-11-25',
        clicks: 49,
        stores: [
          { store: 'amazon.de', clicks: 42, trackingIdSaved: false },
          { store: 'amazon.co.uk', clicks: 7, trackingIdSaved: true },
        ],
      },
      error: NETWORK_ERROR,
    },
  },
};
