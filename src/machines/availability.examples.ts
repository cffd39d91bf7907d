import type { SimulationExamples } from './actor-examples';
import type { availabilityMachine } from './availability.machine';

/** Both checks answer 'free'; force isAvailable false (or edit `taken`) for a name already in use. */
export const availabilityExamples: SimulationExamples<typeof availabilityMachine> = {
  actors: {
    checkUserName: { output: { available: true, taken: [] }, error: 'The user name could not be checked.' },
    checkEmailPhoneHandle: {
      output: { available: false, taken: ['email'] },
      error: 'The email, phone and handle could not be checked.',
    },
  },
  events: {
    'availability.check': { values: { username: 'jane', email: 'jane@example.com' } },
  },
};
