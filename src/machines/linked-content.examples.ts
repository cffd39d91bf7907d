import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION, EXAMPLE_PRODUCT } from './example-answers';
import type { linkedContentMachine } from './linked-content.machine';

const content = { collection: EXAMPLE_COLLECTION, products: [EXAMPLE_PRODUCT] };

export const linkedContentExamples: SimulationExamples<typeof linkedContentMachine> = {
  actors: {
    loadLinkedContent: { output: content, error: 'This collection no longer exists.' },
    saveLinkedContent: { output: content, error: 'The collection could not be saved.' },
  },
};
