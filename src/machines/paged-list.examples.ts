import type { SimulationExamples } from './actor-examples';
import type { pagedListMachine } from './paged-list.machine';

/** A first page of a longer list, so 'Show more' has more to show. */
export const pagedListExamples: SimulationExamples<typeof pagedListMachine> = {
  actors: {
    fetchPage: {
      output: { list: [{ id: 'p_301' }, { id: 'p_302' }], total: 5 },
      error: 'The list could not be loaded.',
    },
  },
};
