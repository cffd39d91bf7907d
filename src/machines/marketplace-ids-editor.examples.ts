import { MARKETPLACE_ID_MESSAGES } from '../domain/amazon-marketplaces';
import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_MARKETPLACE_IDS, EXAMPLE_NOW, NETWORK_ERROR } from './example-answers';
import type { marketplaceIdsEditorMachine } from './marketplace-ids-editor.machine';

/** Jane saves janeuk-21 for amazon.co.uk beside her Japanese id, or removes the Japanese one, or turns the switch off. */
export const marketplaceIdsEditorExamples: SimulationExamples<typeof marketplaceIdsEditorMachine> = {
  actors: {
    getMarketplaceTrackingIds: { output: EXAMPLE_MARKETPLACE_IDS, error: NETWORK_ERROR },
    saveMarketplaceTrackingId: {
      output: [{ store: 'amazon.co.uk', trackingId: 'janeuk-21', savedAt: EXAMPLE_NOW }, ...EXAMPLE_MARKETPLACE_IDS],
      error: MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'),
    },
    removeMarketplaceTrackingId: { output: [], error: NETWORK_ERROR },
    getAmazonLocalisation: { output: { setting: 'auto', localising: true }, error: NETWORK_ERROR },
    saveAmazonLocalisation: { output: { setting: 'off', localising: false }, error: NETWORK_ERROR },
  },
  events: {
    'marketplaceIds.choose': { store: 'amazon.co.uk' },
    'marketplaceIds.change': { value: 'janeuk-21' },
    'marketplaceIds.remove': { store: 'amazon.co.jp' },
    'marketplaceIds.switch': { setting: 'off' },
  },
};
