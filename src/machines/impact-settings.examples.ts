import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_IMPACT_SAVED, EXAMPLE_IMPACT_SETTINGS } from './example-answers';
import type { impactSettingsMachine } from './impact-settings.machine';

export const impactSettingsExamples: SimulationExamples<typeof impactSettingsMachine> = {
  actors: {
    getImpactSettings: { output: EXAMPLE_IMPACT_SETTINGS, error: 'Your Impact settings could not be loaded.' },
    saveImpactSettings: { output: EXAMPLE_IMPACT_SAVED, error: 'Impact ids are digits only.' },
    clearImpactSettings: { output: {}, error: 'The Impact settings could not be removed.' },
  },
};
