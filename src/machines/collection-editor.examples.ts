import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION, EXAMPLE_PRODUCT } from './example-answers';
import type { collectionEditorMachine } from './collection-editor.machine';

export const collectionEditorExamples: SimulationExamples<typeof collectionEditorMachine> = {
  actors: {
    loadEditor: {
      output: { collection: null, products: [EXAMPLE_PRODUCT] },
      error: 'Your products could not be loaded.',
    },
    saveCollection: { output: EXAMPLE_COLLECTION, error: 'A collection needs a name.' },
    addProducts: { output: EXAMPLE_COLLECTION, error: 'The products could not be added.' },
  },
};
