import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LOGIN } from './example-answers';
import type { connectAccountMachine } from './connect-account.machine';

const facebook = { ...EXAMPLE_LOGIN, loginType: 2 } as const;
const apple = { ...EXAMPLE_LOGIN, loginType: 3 } as const;

export const connectAccountExamples: SimulationExamples<typeof connectAccountMachine> = {
  actors: {
    availability: { output: null, error: 'The availability check stopped.' },
    facebookAddNewShop: { output: { ...facebook, userType: 'new' }, error: 'This handle is already taken.' },
    appleAddNewShop: { output: { ...apple, userType: 'new' }, error: 'This handle is already taken.' },
    encryptPassword: { output: 'bXlTZWNyZXRQYXNzd29yZA==', error: "The server's public key could not be fetched." },
    facebookBindShopV2: { output: facebook, error: 'The user name or password is incorrect.' },
    appleBindShopV2: { output: apple, error: 'The user name or password is incorrect.' },
  },
};
