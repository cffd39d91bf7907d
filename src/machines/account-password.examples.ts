import type { SimulationExamples } from './actor-examples';
import type { accountPasswordMachine } from './account-password.machine';
import { EXAMPLE_NOW } from './example-answers';

export const accountPasswordExamples: SimulationExamples<typeof accountPasswordMachine> = {
  actors: {
    encryptPasswords: {
      output: { oldPassword: 'bXlTZWNyZXRQYXNzd29yZA==', newPassword: 'bXlOZXdQYXNzd29yZA==' },
      error: 'The password could not be encrypted. Refresh the page and try again.',
    },
    updatePasswordV3: {
      output: { changedAt: EXAMPLE_NOW, revokedSessions: 2 },
      error: 'The current password is not correct.',
    },
  },
};
