import { describe, it } from 'vitest';
import { IMPACT_MESSAGES } from '../../../src/domain/impact-settings';
import {
  decideImpactSettings,
  evolveImpactSettings,
  type ImpactSettingsEvent,
  type ImpactSettingsState,
} from '../../../server/modules/tracking-ids/impact-settings-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const impact = spec({
  initialState: {} as ImpactSettingsState,
  evolve: evolveImpactSettings,
  decide: decideImpactSettings,
});
const ids = { publisherId: '1234567', adId: '89012', campaignId: '3456' };
const saved: ImpactSettingsEvent = { type: 'ImpactSettingsSaved', data: { retailer: 'walmart', ...ids, savedAt: at } };

describe('Impact settings decider', () => {
  it("saves one retailer's trimmed ids; saving the same again changes nothing", () => {
    impact
      .given([])
      .when({
        type: 'SaveImpactSettings',
        data: { retailer: 'walmart', publisherId: ' 1234567 ', adId: '89012', campaignId: '3456 ' },
      })
      .then([saved]);
    impact
      .given([saved])
      .when({ type: 'SaveImpactSettings', data: { retailer: 'walmart', ...ids } })
      .thenNothingHappens();
    impact
      .given([saved])
      .when({ type: 'SaveImpactSettings', data: { retailer: 'target', ...ids } })
      .then([{ ...saved, data: { ...saved.data, retailer: 'target' } }]);
  });

  it('refuses an id that is not an Impact number, naming the field', () => {
    impact
      .given([])
      .when({ type: 'SaveImpactSettings', data: { retailer: 'walmart', ...ids, adId: 'ab12' } })
      .thenThrows('invalid', IMPACT_MESSAGES.shape('adId'));
    impact
      .given([])
      .when({ type: 'SaveImpactSettings', data: { retailer: 'walmart', ...ids, publisherId: ' ' } })
      .thenThrows('invalid', IMPACT_MESSAGES.empty('publisherId'));
  });

  it('clears what is saved, and clearing nothing records nothing', () => {
    impact
      .given([saved])
      .when({ type: 'ClearImpactSettings', data: { retailer: 'walmart' } })
      .then([{ type: 'ImpactSettingsCleared', data: { retailer: 'walmart', clearedAt: at } }]);
    impact
      .given([saved])
      .when({ type: 'ClearImpactSettings', data: { retailer: 'target' } })
      .thenNothingHappens();
  });
});
