import type { SimulationExamples } from './actor-examples';
import type { catalogSearchMachine } from './catalog-search.machine';

export const catalogSearchExamples: SimulationExamples<typeof catalogSearchMachine> = {
  actors: {
    loadSearchHints: {
      output: { recent: ['tumbler'], popular: ['air fryer', 'heated blanket', 'advent calendar'] },
      error: 'The search hints could not be loaded.',
    },
    getProductsKeywords: {
      output: ['tumbler 40 oz', 'tumbler lid', 'tumbler straw'],
      error: 'No suggestions could be loaded.',
    },
  },
  events: {
    'search.change': { value: 'tumb' },
    'search.pick': { keyword: 'tumbler' },
    'suggestion.pick': { keyword: 'tumbler 40 oz' },
  },
};
