import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BOOSTING_DRAFT } from './example-answers';
import type { boostingDraftsMachine } from './boosting-drafts.machine';

export const boostingDraftsExamples: SimulationExamples<typeof boostingDraftsMachine> = {
  actors: {
    loadDrafts: { output: [EXAMPLE_BOOSTING_DRAFT], error: 'Your drafts could not be loaded.' },
    delDraft: { output: { id: 'd1', deletedAt: '2026-11-25T17:31:00.000Z' }, error: 'This draft no longer exists.' },
  },
};
