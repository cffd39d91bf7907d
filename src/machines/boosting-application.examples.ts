import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BOOSTED_CONTENT } from './boosting-example-results';
import { EXAMPLE_BOOSTING_APPLICATION, EXAMPLE_BOOSTING_DRAFT } from './example-answers';
import type { boostingApplicationMachine } from './boosting-application.machine';

export const boostingApplicationExamples: SimulationExamples<typeof boostingApplicationMachine> = {
  actors: {
    checkBoostingWhitelist: { output: true, error: 'The boosting access could not be checked.' },
    loadBoostingChoices: {
      output: {
        contents: [EXAMPLE_BOOSTED_CONTENT],
        trackingIds: { 1: [{ trackingId: 'janeloves-20', createdAt: '2026-03-02T09:15:00.000Z' }], 7: [] },
        activeIds: [],
        draft: null,
      },
      error: 'Your content and tracking ids could not be loaded.',
    },
    saveDraft: { output: EXAMPLE_BOOSTING_DRAFT, error: 'The draft could not be saved.' },
    submitBoosting: {
      output: { ...EXAMPLE_BOOSTING_APPLICATION, status: 'submitted', unread: false },
      error: 'The budget must be at least $50.',
    },
  },
};
