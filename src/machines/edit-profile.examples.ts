import type { ActorOutput, SimulationExamples } from './actor-examples';
import { EXAMPLE_SETTINGS, EXAMPLE_USER_INFO } from './example-answers';
import type { editProfileMachine } from './edit-profile.machine';

/** The industries a creator picks from (the profile forms share it). */
export const INDUSTRIES_EXAMPLE: ActorOutput<typeof editProfileMachine, 'industryListV2'> = [
  { id: '1', name: 'Beauty' },
  { id: '2', name: 'Fashion' },
  { id: '3', name: 'Home and kitchen' },
];

export const editProfileExamples: SimulationExamples<typeof editProfileMachine> = {
  actors: {
    industryListV2: { output: INDUSTRIES_EXAMPLE, error: 'The list of industries could not be loaded.' },
    getInfoV2: { output: EXAMPLE_SETTINGS, error: 'Your profile could not be loaded.' },
    saveInfo: { output: EXAMPLE_USER_INFO, error: 'This handle is already taken.' },
  },
};
