import type { SimulationExamples } from './actor-examples';
import type { navigationMachine } from './navigation.machine';

/** The navigation's tab analytics call answers nothing. */
export const navigationExamples: SimulationExamples<typeof navigationMachine> = {
  actors: {
    eTab: { output: undefined, error: 'The tab visit could not be recorded.' },
  },
};
