import { IMPACT_MESSAGES } from '../domain/impact-settings';
import { TRACKING_ID_MESSAGES } from '../domain/tracking-id-rules';
import type { SimulationExamples } from './actor-examples';
import type { earnSettingsMachine } from './earn-settings.machine';
import { EXAMPLE_IMPACT_SAVED, EXAMPLE_IMPACT_TARGET, EXAMPLE_TRACKING_IDS, NETWORK_ERROR } from './example-answers';

const names = (items: ReadonlyArray<{ trackingId: string }>) => items.map((item) => item.trackingId);
const { publisherId, adId, campaignId } = EXAMPLE_IMPACT_TARGET;
const WALMART_ID = 'janeloves';

/**
 * Jane has Amazon tags and Target's tracking and Impact ids, nothing for Walmart yet: a Walmart address in a form
 * warns, and she adds her Walmart tracking id and Impact ids right there.
 */
export const earnSettingsExamples: SimulationExamples<typeof earnSettingsMachine> = {
  actors: {
    loadEarnSettings: {
      output: {
        trackingIds: {
          amazon: names(EXAMPLE_TRACKING_IDS.amazon),
          target: names(EXAMPLE_TRACKING_IDS.target),
          walmart: names(EXAMPLE_TRACKING_IDS.walmart),
        },
        preselectedAmazon: 'janeloves-20',
        impact: { target: { publisherId, adId, campaignId } },
      },
      error: NETWORK_ERROR,
    },
    addTrackingId: { output: [WALMART_ID], error: TRACKING_ID_MESSAGES.duplicate },
    saveImpactSettings: { output: EXAMPLE_IMPACT_SAVED, error: IMPACT_MESSAGES.shape('campaignId') },
  },
  events: {
    'earn.trackingId.change': { retailer: 'walmart', value: WALMART_ID },
    'earn.trackingId.add': { retailer: 'walmart' },
    'earn.impact.change': { retailer: 'walmart', field: 'campaignId', value: '9383' },
    'earn.impact.save': { retailer: 'walmart' },
  },
};
