import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LOGIN } from './example-answers';
import { INDUSTRIES_EXAMPLE } from './edit-profile.examples';
import type { registrationMachine } from './registration.machine';

export const registrationExamples: SimulationExamples<typeof registrationMachine> = {
  actors: {
    // The availability checks run as child machines that report by event; they finish without an output.
    availability: { output: null, error: 'The availability check stopped.' },
    industryListV2: { output: INDUSTRIES_EXAMPLE, error: 'The list of industries could not be loaded.' },
    encryptPassword: { output: 'bXlTZWNyZXRQYXNzd29yZA==', error: "The server's public key could not be fetched." },
    registerV3: { output: { ...EXAMPLE_LOGIN, userType: 'new' }, error: 'This email is already registered.' },
  },
};
