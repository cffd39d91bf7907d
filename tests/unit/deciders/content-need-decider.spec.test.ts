import { describe, it } from 'vitest';
import {
  CONTENT_NEED_LIMITS,
  contentNeedsDecider,
  type ContentNeedEvent,
  type ContentNeedFields,
} from '../../../server/modules/boosting/content-need-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

// SPEC_NOW is 2025-06-02 10:00 in Los Angeles.
const at = SPEC_NOW.toISOString();
const needs = spec(contentNeedsDecider);
const fields: ContentNeedFields = {
  title: 'Unboxing video',
  description: 'Show the blender in use',
  retailer: 'walmart',
  productUrl: 'https://www.walmart.com/ip/1',
  dueDate: '2025-06-30',
};
const posted = (needId: string, changes: Partial<ContentNeedFields> = {}): ContentNeedEvent => ({
  type: 'ContentNeedPosted',
  data: { ...fields, ...changes, needId, postedAt: at },
});
const post = (changes: Partial<ContentNeedFields> = {}) =>
  ({ type: 'PostNeed', fields: { ...fields, ...changes } }) as const;

describe('content need decider', () => {
  it('hands out ids in sequence; a request may be due today (Pacific), not earlier', () => {
    needs
      .given([])
      .when(post())
      .then([posted('1')]);
    needs
      .given([posted('1')])
      .when(post({ dueDate: '2025-06-02' }))
      .then([posted('2', { dueDate: '2025-06-02' })]);
    needs
      .given([])
      .when(post({ dueDate: '2025-06-01' }))
      .thenThrows('invalid', 'The due date cannot be before today (2025-06-02, Pacific time).');
  });

  it('refuses a request the app could not show', () => {
    needs
      .given([])
      .when(post({ title: '' }))
      .thenThrows('invalid', `The title must have 1 to ${CONTENT_NEED_LIMITS.title} characters.`);
    needs
      .given([])
      .when(post({ description: 'x'.repeat(CONTENT_NEED_LIMITS.description + 1) }))
      .thenThrows('invalid', `The description must have 1 to ${CONTENT_NEED_LIMITS.description} characters.`);
    needs
      .given([])
      .when(post({ retailer: 'ebay' as never }))
      .thenThrows('invalid', 'The retailer must be amazon, target or walmart.');
    needs
      .given([])
      .when(post({ productUrl: 'walmart.com/ip/1' }))
      .thenThrows(
        'invalid',
        `The product address must be an http(s) address of at most ${CONTENT_NEED_LIMITS.url} characters.`,
      );
    needs
      .given([])
      .when(post({ dueDate: '2025-02-30' }))
      .thenThrows('invalid', 'The due date must be a date written YYYY-MM-DD.');
  });

  it('withdraws a posted request once', () => {
    const withdrawn: ContentNeedEvent = { type: 'ContentNeedWithdrawn', data: { needId: '1', withdrawnAt: at } };
    needs
      .given([posted('1')])
      .when({ type: 'WithdrawNeed', needId: '1' })
      .then([withdrawn]);
    needs
      .given([posted('1'), withdrawn])
      .when({ type: 'WithdrawNeed', needId: '1' })
      .thenThrows('not-found', 'There is no content request 1.');
  });
});
