import type { SimulationExamples } from './actor-examples';
import type { samplesMachine } from './samples.machine';

export const samplesExamples: SimulationExamples<typeof samplesMachine> = {
  actors: {
    fetchPage: {
      output: {
        list: [
          {
            id: 'ap_1',
            brand: { id: 'br_1', name: 'Stanley' },
            productId: 'p_301',
            status: 'pending',
            appliedAt: '2026-11-22T10:00:00.000Z',
          },
        ],
        total: 3,
      },
      error: 'Your sample requests could not be loaded.',
    },
  },
};
