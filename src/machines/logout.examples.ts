import type { SimulationExamples } from './actor-examples';
import type { logoutMachine } from './logout.machine';

export const logoutExamples: SimulationExamples<typeof logoutMachine> = {
  actors: {
    logout: { output: { revokedSessions: 1 }, error: 'Network error: the session is closed on this device only.' },
  },
};
