import type { SimulationExamples } from './actor-examples';
import type { accountInfoMachine } from './account-info.machine';
import { EXAMPLE_USER_INFO, NETWORK_ERROR } from './example-answers';

/** Jane signs in with a password; force no password by editing hasPassword to false. */
export const accountInfoExamples: SimulationExamples<typeof accountInfoMachine> = {
  actors: {
    readAccountFacts: { output: { hasPassword: true, referCode: EXAMPLE_USER_INFO.referCode }, error: NETWORK_ERROR },
  },
};
