import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SHORT_LINK } from './example-answers';
import type { catalogLinkMachine } from './catalog-link.machine';

export const catalogLinkExamples: SimulationExamples<typeof catalogLinkMachine> = {
  actors: {
    checkViralLink: {
      output: { valid: true, retailer: 'amazon', source: 1, normalizedUrl: 'https://www.amazon.com/dp/B0XS9VQK0L' },
      error: 'The address could not be checked.',
    },
    createLink: { output: EXAMPLE_SHORT_LINK, error: 'The short link could not be created.' },
  },
};
