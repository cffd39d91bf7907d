import { describe, it } from 'vitest';
import { MARKETPLACE_ID_MESSAGES } from '../../../src/domain/amazon-marketplaces';
import {
  decideMarketplaceIds,
  evolveMarketplaceIds,
  type MarketplaceIdEvent,
  type MarketplaceIdsState,
} from '../../../server/modules/tracking-ids/marketplace-ids-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const ids = spec({
  initialState: {} as MarketplaceIdsState,
  evolve: evolveMarketplaceIds,
  decide: decideMarketplaceIds,
});
const shopDomain = 'jane.linkmint.shop';
const at = SPEC_NOW.toISOString();
const save = (store: string, trackingId: string) =>
  ({ type: 'SaveMarketplaceTrackingId', data: { shopDomain, store, trackingId } }) as const;
const remove = (store: string) => ({ type: 'RemoveMarketplaceTrackingId', data: { shopDomain, store } }) as const;
const saved = (store: 'amazon.co.uk' | 'amazon.de', trackingId: string): MarketplaceIdEvent => ({
  type: 'MarketplaceTrackingIdSaved',
  data: { shopDomain, store, trackingId, savedAt: at },
});

describe('Amazon tracking ids per store: decider', () => {
  it('saves a trimmed id of the store’s shape', () => {
    ids
      .given([])
      .when(save('amazon.co.uk', ' jane-21 '))
      .then([saved('amazon.co.uk', 'jane-21')]);
  });

  it('replaces another id of the store, and saving the stored one changes nothing', () => {
    ids
      .given([saved('amazon.co.uk', 'jane-21')])
      .when(save('amazon.co.uk', 'janeuk-21'))
      .then([saved('amazon.co.uk', 'janeuk-21')]);
    ids
      .given([saved('amazon.co.uk', 'jane-21')])
      .when(save('amazon.co.uk', 'jane-21'))
      .thenNothingHappens();
  });

  it('refuses an id of another store’s code and a store it does not know', () => {
    ids
      .given([])
      .when(save('amazon.co.uk', 'jane-20'))
      .thenThrows('invalid', MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'));
    ids.given([]).when(save('amazon.cn', 'jane-21')).thenThrows('invalid', MARKETPLACE_ID_MESSAGES.unknownStore);
  });

  it('removes a store’s id, and removing one that is not there changes nothing', () => {
    ids
      .given([saved('amazon.co.uk', 'jane-21'), saved('amazon.de', 'jane-21')])
      .when(remove('amazon.de'))
      .then([{ type: 'MarketplaceTrackingIdRemoved', data: { shopDomain, store: 'amazon.de', removedAt: at } }]);
    ids
      .given([saved('amazon.co.uk', 'jane-21')])
      .when(remove('amazon.de'))
      .thenNothingHappens();
  });

  it('folds an erased shop’s redacted events to nothing', () => {
    ids
      .given([{ data: { redacted: true } } as unknown as MarketplaceIdEvent])
      .when(remove('amazon.co.uk'))
      .thenNothingHappens();
  });
});
