import { TRACKING_ID_MESSAGES } from '../domain/tracking-id-rules';
import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_NOW, EXAMPLE_TRACKING_IDS, NETWORK_ERROR } from './example-answers';
import type { trackingIdsEditorMachine } from './tracking-ids-editor.machine';

const ADDED = 'janegifts-20';
const REMOVED = 'janeholiday-20';
const { amazon } = EXAMPLE_TRACKING_IDS;

/** Jane types the Amazon tag janegifts-20 and adds it to her two, or removes janeholiday-20. */
export const trackingIdsEditorExamples: SimulationExamples<typeof trackingIdsEditorMachine> = {
  actors: {
    getTrackingIdsV2: { output: EXAMPLE_TRACKING_IDS, error: NETWORK_ERROR },
    addTrackingId: {
      output: [...amazon, { trackingId: ADDED, createdAt: EXAMPLE_NOW }],
      error: TRACKING_ID_MESSAGES.duplicate,
    },
    removeTrackingId: {
      output: amazon.filter((item) => item.trackingId !== REMOVED),
      error: TRACKING_ID_MESSAGES.missing('amazon'),
    },
  },
  events: {
    'trackingIds.change': { retailer: 'amazon', value: ADDED },
    'trackingIds.add': { retailer: 'amazon' },
    'trackingIds.remove': { retailer: 'amazon', trackingId: REMOVED },
  },
};
