import type { SimulationExamples } from './actor-examples';
import type { sampleRequestMachine } from './sample-request.machine';

/** No sample asked for yet, so the form shows. */
export const sampleRequestExamples: SimulationExamples<typeof sampleRequestMachine> = {
  actors: {
    findPendingRequest: { output: null, error: 'Your sample requests could not be loaded.' },
    addSample: { output: undefined, error: 'The brand does not send samples to this country.' },
  },
};
