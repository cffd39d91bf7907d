import type { SimulationExamples } from './actor-examples';
import type { impactSettingsMachine } from './impact-settings.machine';

const target = { publisherId: '3141592', adId: '2718281', campaignId: '16180', savedAt: '2026-11-20T10:00:00.000Z' };

export const impactSettingsExamples: SimulationExamples<typeof impactSettingsMachine> = {
  actors: {
    getImpactSettings: { output: { target }, error: 'Your Impact settings could not be loaded.' },
    saveImpactSettings: { output: { target, walmart: { ...target, campaignId: '9383', savedAt: '2026-11-25T17:31:00.000Z' } }, error: 'Impact ids are digits only.' },
    clearImpactSettings: { output: {}, error: 'The Impact settings could not be removed.' },
  },
};
