import { describe, expect, it } from 'vitest';
import { TRACKING_ID_MESSAGES, TRACKING_IDS_PER_RETAILER } from '../../../src/domain/tracking-id-rules';
import {
  decideTrackingIds,
  evolveTrackingIds,
  foldTrackingIds,
  seedTrackingIds,
  type TrackingIdEvent,
} from '../../../server/modules/tracking-ids/tracking-ids-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

/** The registration's Amazon tag is the seed state, so these specs start from a state, not from nothing. */
const at = SPEC_NOW.toISOString();
const seed = seedTrackingIds({ amazonTrackingId: 'jane-20', registeredAt: '2025-12-01T00:00:00.000Z' });
const ids = spec({ initialState: seed, evolve: evolveTrackingIds, decide: decideTrackingIds });
const added = (trackingId: string, retailer: 'amazon' | 'target' = 'amazon'): TrackingIdEvent => ({
  type: 'TrackingIdAdded',
  data: { retailer, trackingId, addedAt: at },
});

describe('tracking ids decider', () => {
  it('starts with the registration tag and replaces a list case-insensitively, keeping the first spelling', () => {
    expect(seed.amazon).toEqual([{ trackingId: 'jane-20', createdAt: '2025-12-01T00:00:00.000Z' }]);
    expect(seedTrackingIds(undefined).amazon).toEqual([]);
    ids
      .given([])
      .when({
        type: 'ReplaceTrackingIds',
        data: { retailer: 'amazon', trackingIds: ['JANE-20', 'jane-21', 'jane-21'] },
      })
      .then([added('jane-21')]);
    ids
      .given([])
      .when({ type: 'ReplaceTrackingIds', data: { retailer: 'amazon', trackingIds: [] } })
      .then([{ type: 'TrackingIdRemoved', data: { retailer: 'amazon', trackingId: 'jane-20', removedAt: at } }]);
  });

  it('adds a trimmed, well-formed id once, in any letter case, up to the limit', () => {
    ids
      .given([])
      .when({ type: 'AddTrackingId', data: { retailer: 'amazon', trackingId: ' jane-21 ' } })
      .then([added('jane-21')]);
    ids
      .given([])
      .when({ type: 'AddTrackingId', data: { retailer: 'amazon', trackingId: 'JANE-20' } })
      .thenThrows('conflict', TRACKING_ID_MESSAGES.duplicate);
    ids
      .givenState(seedTrackingIds(undefined))
      .when({ type: 'AddTrackingId', data: { retailer: 'amazon', trackingId: 'SKIP' } })
      .thenThrows('invalid', TRACKING_ID_MESSAGES.reserved);
    const full = Array.from({ length: TRACKING_IDS_PER_RETAILER }, (_, i) => added(`t${i}`, 'target'));
    ids
      .given(full)
      .when({ type: 'AddTrackingId', data: { retailer: 'target', trackingId: 'one-more' } })
      .thenThrows('invalid', TRACKING_ID_MESSAGES.full('target'));
  });

  it('removes an id the list has, named as the list spells it, and refuses one it does not have', () => {
    ids
      .given([])
      .when({ type: 'RemoveTrackingId', data: { retailer: 'amazon', trackingId: 'JANE-20' } })
      .then([{ type: 'TrackingIdRemoved', data: { retailer: 'amazon', trackingId: 'jane-20', removedAt: at } }]);
    ids
      .given([])
      .when({ type: 'RemoveTrackingId', data: { retailer: 'walmart', trackingId: 'x' } })
      .thenThrows('not-found', TRACKING_ID_MESSAGES.missing('walmart'));
  });

  it('reads an erased shop’s redacted events as nothing', () => {
    expect(foldTrackingIds(seed, [{ type: 'TrackingIdAdded', data: { redacted: true } } as never])).toEqual(seed);
  });
});
