import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_GALLERY } from './example-answers';
import type { galleryListMachine } from './gallery-list.machine';

export const galleryListExamples: SimulationExamples<typeof galleryListMachine> = {
  actors: {
    galleryList: { output: { list: [EXAMPLE_GALLERY], total: 1 }, error: 'Your galleries could not be loaded.' },
    galleryDelete: {
      output: { id: 'g1', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This gallery no longer exists.',
    },
  },
};
