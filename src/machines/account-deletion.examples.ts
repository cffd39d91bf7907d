import type { getCodeV2 } from '../api/account';
import type { destroy } from '../api/auth';
import type { SimulationExamples } from './actor-examples';
import type { accountDeletionMachine } from './account-deletion.machine';
import { EXAMPLE_SHOP } from './example-answers';

const CODE_SENT = {
  email: 'jane@example.com',
  type: 'destroy',
  expiresAt: '2026-11-25T17:40:00.000Z',
  resendAfterSeconds: 60,
} satisfies Awaited<ReturnType<typeof getCodeV2>>;

const DELETED = {
  shopDomain: EXAMPLE_SHOP,
  deletedAt: '2026-11-25T17:32:00.000Z',
  removed: {
    sessions: 3,
    trackingIds: 3,
    shortLinks: 214,
    bioLinks: 1,
    landingPages: 2,
    galleries: 1,
    collages: 4,
    socialConnections: 1,
    subscriptions: 1,
  },
} satisfies Awaited<ReturnType<typeof destroy>>;

/** Jane confirms with her password (the example input); force hasPassword false for the emailed code. */
export const accountDeletionExamples: SimulationExamples<typeof accountDeletionMachine> = {
  actors: {
    encryptPassword: {
      output: 'bXlTZWNyZXRQYXNzd29yZA==',
      error: 'The password could not be encrypted. Refresh the page and try again.',
    },
    getCodeV2: { output: CODE_SENT, error: 'Please wait 60 seconds before asking for another code.' },
    destroy: { output: DELETED, error: 'The password is incorrect.' },
  },
};
