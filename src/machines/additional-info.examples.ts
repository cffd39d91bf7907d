import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_SETTINGS, EXAMPLE_USER_INFO } from './example-answers';
import { INDUSTRIES_EXAMPLE } from './edit-profile.examples';
import type { additionalInfoMachine } from './additional-info.machine';

export const additionalInfoExamples: SimulationExamples<typeof additionalInfoMachine> = {
  actors: {
    availability: { output: null, error: 'The availability check stopped.' },
    industryListV2: { output: INDUSTRIES_EXAMPLE, error: 'The list of industries could not be loaded.' },
    getInfoV3: {
      output: { settings: { ...EXAMPLE_SETTINGS, industry: undefined }, missingFields: ['industry'] },
      error: 'Your profile could not be loaded.',
    },
    saveInfoV3: { output: EXAMPLE_USER_INFO, error: 'This handle is already taken.' },
  },
};
