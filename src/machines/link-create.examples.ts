import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { linkCreateMachine } from './link-create.machine';

export const linkCreateExamples: SimulationExamples<typeof linkCreateMachine> = {
  actors: {
    getTrackingIdsV2: {
      output: {
        lists: { amazon: ['janeloves-20', 'janeholiday-20'], target: [], walmart: [] },
        preselected: 'janeloves-20',
      },
      error: 'Your tracking ids could not be loaded.',
    },
    addTrackingId: {
      output: ['janeloves-20', 'janeholiday-20', 'janegifts-20'],
      error: 'This tracking id is already saved.',
    },
    checkOriginalLinkV3: {
      output: { valid: true, retailer: 'amazon', source: 1, normalizedUrl: 'https://www.amazon.com/dp/B00NR1YQHM' },
      error: 'The address could not be checked.',
    },
    // No link to this product yet: a new one is made (force the guard, or answer a link, to reuse one).
    checkLinkHasShortlink: { output: null, error: 'Your links could not be searched.' },
    getShortlink: { output: EXAMPLE_SHORT_LINK, error: 'The short link could not be created.' },
  },
};
