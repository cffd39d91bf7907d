import type { SimulationExamples } from './actor-examples';
import { NETWORK_ERROR } from './example-answers';
import type { signInProvidersMachine } from './sign-in-providers.machine';

/** A server set up for Facebook sign-in only; the call is quiet, so only a dropped network fails it. */
export const signInProvidersExamples: SimulationExamples<typeof signInProvidersMachine> = {
  actors: {
    signInProviders: { output: { facebook: true, apple: false }, error: NETWORK_ERROR },
  },
};
