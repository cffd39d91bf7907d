import type { getCodeV2 } from '../api/account';
import type { SimulationExamples } from './actor-examples';
import type { accountEmailMachine } from './account-email.machine';
import { EXAMPLE_SETTINGS, EXAMPLE_USER_INFO } from './example-answers';

const NEW_EMAIL = 'jane.doe@example.com';
const CODE_SENT = {
  email: NEW_EMAIL,
  type: 'change',
  expiresAt: '2026-11-25T17:40:00.000Z',
  resendAfterSeconds: 60,
} satisfies Awaited<ReturnType<typeof getCodeV2>>;

/** Jane moves her account from jane@example.com to jane.doe@example.com. */
export const accountEmailExamples: SimulationExamples<typeof accountEmailMachine> = {
  actors: {
    getCodeV2: { output: CODE_SENT, error: 'Please wait 60 seconds before asking for another code.' },
    saveInfoV4: {
      output: {
        settings: { ...EXAMPLE_SETTINGS, email: NEW_EMAIL },
        userInfo: { ...EXAMPLE_USER_INFO, email: NEW_EMAIL },
      },
      error: 'This code has expired. Ask for a new one.',
    },
  },
};
