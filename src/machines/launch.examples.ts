import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LOGIN, EXAMPLE_USER_INFO } from './example-answers';
import type { launchMachine } from './launch.machine';

/** Jane's account info, no system messages to show, and her sign-in as the app runtime reports it. */
export const launchExamples: SimulationExamples<typeof launchMachine> = {
  actors: {
    getInfo: { output: EXAMPLE_USER_INFO, error: 'Verification failed, please Login again.' },
    loadSystemMessages: { output: [], error: 'The system messages could not be loaded.' },
  },
  events: {
    'session.signedIn': { result: EXAMPLE_LOGIN },
    'session.userInfoChanged': { userInfo: EXAMPLE_USER_INFO, relaunch: true },
  },
};
