import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  ACTIVITY_LIMITS,
  advertisingDecider,
  type ActivityContent,
  type AdvertisingEvent,
} from '../../../server/modules/advertising/advertising-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const activities = spec(advertisingDecider);
const content: ActivityContent = {
  title: 'Summer picks',
  imageUrl: 'https://cdn.example.com/a.png',
  startTime: '2025-07-01T00:00:00-07:00',
  endTime: '2025-07-08T00:00:00-07:00',
};
const posted = (activityId: string): AdvertisingEvent => ({
  type: 'ActivityPosted',
  data: { activityId, ...content, postedAt: at },
});
const post = (changes: Partial<ActivityContent> = {}) =>
  ({ type: 'PostActivity', content: { ...content, ...changes } }) as const;

describe('advertising decider', () => {
  it('numbers activities in posting order, withdrawn ones included, so "1" is always the first ever posted', () => {
    activities
      .given([])
      .when(post())
      .then([posted('1')]);
    const withdrawn: AdvertisingEvent = { type: 'ActivityWithdrawn', data: { activityId: '1', withdrawnAt: at } };
    activities
      .given([posted('1'), withdrawn])
      .when(post())
      .then([posted('2')]);
  });

  it('refuses what the app could not show, naming the field', () => {
    activities
      .given([])
      .when(post({ title: ' ' }))
      .thenThrows('invalid', `title must have 1 to ${ACTIVITY_LIMITS.title} characters.`);
    activities
      .given([])
      .when(post({ imageUrl: 'ftp://x' }))
      .thenThrows('invalid', `imageUrl must be an http(s) address of at most ${ACTIVITY_LIMITS.url} characters.`);
    activities
      .given([])
      .when(post({ linkUrl: 'nope' }))
      .thenThrows('invalid', `linkUrl must be an http(s) address of at most ${ACTIVITY_LIMITS.url} characters.`);
    activities
      .given([])
      .when(post({ startTime: '2025-07-01T00:00:00' }))
      .thenThrows('invalid', 'startTime must be an ISO 8601 instant with an offset, e.g. 2025-07-01T00:00:00-07:00.');
    activities
      .given([])
      .when(post({ endTime: content.startTime }))
      .thenThrows('invalid', 'endTime must be after startTime.');
  });

  it('withdraws a live activity once', () => {
    const withdraw = { type: 'WithdrawActivity', activityId: '1' } as const;
    const withdrawn: AdvertisingEvent = { type: 'ActivityWithdrawn', data: { activityId: '1', withdrawnAt: at } };
    activities
      .given([posted('1')])
      .when(withdraw)
      .then([withdrawn]);
    activities
      .given([posted('1'), withdrawn])
      .when(withdraw)
      .thenThrows('not-found', 'No such activity: 1.');
    activities.given([]).when(withdraw).thenThrows('not-found', 'No such activity: 1.');
  });

  it.prop([fc.array(fc.boolean(), { maxLength: 12 })])(
    'the next id is one more than every activity ever posted',
    (withdrawals) => {
      const history = withdrawals.flatMap((withdraw, i): AdvertisingEvent[] => {
        const id = String(i + 1);
        return withdraw
          ? [posted(id), { type: 'ActivityWithdrawn', data: { activityId: id, withdrawnAt: at } }]
          : [posted(id)];
      });
      expect(activities.given(history).when(post()).events()).toEqual([posted(String(withdrawals.length + 1))]);
    },
  );
});
