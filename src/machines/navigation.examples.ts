import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_USER_INFO } from './example-answers';
import type { navigationMachine } from './navigation.machine';

/** The tab analytics call answers nothing; getInfo answers the creator record the Account tab reads its user type from. */
export const navigationExamples: SimulationExamples<typeof navigationMachine> = {
  actors: {
    getInfo: { output: EXAMPLE_USER_INFO, error: 'Your account could not be loaded.' },
    eTab: { output: undefined, error: 'The tab visit could not be recorded.' },
  },
};
