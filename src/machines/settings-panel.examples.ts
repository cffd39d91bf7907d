import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_USER_INFO } from './example-answers';
import type { settingsPanelMachine } from './settings-panel.machine';

export const settingsPanelExamples: SimulationExamples<typeof settingsPanelMachine> = {
  actors: {
    getShopMaiCode: { output: 'MAI-4821', error: 'The shop code could not be loaded.' },
    myhonor: {
      output: {
        level: 2,
        name: 'Rising Star',
        levelImage: 'https://images.example.com/honor/2.png',
        levelImagePc: 'https://images.example.com/honor/2-pc.png',
        levelImageBackground: 'https://images.example.com/honor/2-bg.png',
        timeRange: 'Nov 1 - Nov 30',
        descriptionPc: '100 orders this month',
      },
      error: 'Your level could not be loaded.',
    },
    hasBioLink: { output: true, error: 'Your bio link could not be checked.' },
    checkHasAuthV3: { output: true, error: 'The Facebook connection could not be checked.' },
    checkShopSession: { output: false, error: 'The checkout could not be checked.' },
    getBillInfo: { output: true, error: 'Your payment info could not be loaded.' },
    getPlan: { output: 'Pro', error: 'Your plan could not be loaded.' },
    getInfo: { output: EXAMPLE_USER_INFO, error: 'Verification failed, please Login again.' },
    saveReferCode: { output: 'FRIEND10', error: 'This referral code does not exist.' },
    copyInvite: { output: undefined, error: 'The browser did not allow copying.' },
  },
};
