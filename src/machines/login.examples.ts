import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LOGIN } from './example-answers';
import type { loginMachine } from './login.machine';

export const loginExamples: SimulationExamples<typeof loginMachine> = {
  actors: {
    encryptPassword: { output: 'bXlTZWNyZXRQYXNzd29yZA==', error: "The server's public key could not be fetched." },
    loginV2: { output: EXAMPLE_LOGIN, error: 'The user name or password is incorrect.' },
  },
};
