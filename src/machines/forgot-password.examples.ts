import type { SimulationExamples } from './actor-examples';
import type { forgotPasswordMachine } from './forgot-password.machine';

export const forgotPasswordExamples: SimulationExamples<typeof forgotPasswordMachine> = {
  actors: {
    getCodeV2: {
      output: {
        email: 'jane@example.com',
        type: 'forgot',
        expiresAt: '2026-11-25T17:40:00.000Z',
        resendAfterSeconds: 60,
      },
      error: 'No account uses this email.',
    },
    verifyCode: {
      output: { valid: true, expiresAt: '2026-11-25T17:40:00.000Z', attemptsLeft: 4 },
      error: 'The code could not be checked.',
    },
    encryptPassword: { output: 'bXlOZXdQYXNzd29yZA==', error: "The server's public key could not be fetched." },
    updatePasswordV2: {
      output: { changedAt: '2026-11-25T17:35:00.000Z', revokedSessions: 2 },
      error: 'The code has expired. Ask for a new one.',
    },
  },
};
