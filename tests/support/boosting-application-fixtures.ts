import type { BoostingChoices, BoostingContent, BoostingDraft } from '../../src/machines/boosting-calls';

/** A Pacific "today" far from any real date, so date rules do not depend on when the tests run. */
export const BOOSTING_TODAY = '2030-01-01';

export const BOOSTING_CONTENTS: BoostingContent[] = [
  {
    contentId: 'c1',
    kind: 'link',
    title: 'Linen summer dress',
    permalink: 'http://127.0.0.1:8080/s/dress1',
    postedAt: '2029-12-30T18:00:00Z',
  },
  {
    contentId: 'c2',
    kind: 'link',
    title: 'Desk lamp',
    permalink: 'http://127.0.0.1:8080/s/lamp22',
    postedAt: '2029-12-20T18:00:00Z',
  },
];

/**
 * Amazon and Walmart ids, one Target id (never offered for boosting), and a Walmart id already active in another
 * application, spelt there in another case.
 */
export const BOOSTING_CHOICES: BoostingChoices = {
  contents: BOOSTING_CONTENTS,
  trackingIds: {
    1: [{ trackingId: 'jane-20', createdAt: '2029-01-01T00:00:00Z' }],
    6: [{ trackingId: 'jane-target', createdAt: '2029-01-02T00:00:00Z' }],
    7: [
      { trackingId: 'Active_W', createdAt: '2029-01-03T00:00:00Z' },
      { trackingId: 'wal.one', createdAt: '2029-01-04T00:00:00Z' },
    ],
  },
  activeIds: [{ trackingId: 'ACTIVE_w', source: 7 }],
  draft: null,
};

/** A saved draft holding a link deleted since and an id that another application has taken since. */
export const BOOSTING_DRAFT: BoostingDraft = {
  id: 'draft-1',
  contentIds: ['c2', 'gone'],
  trackingIds: [
    { trackingId: 'JANE-20', source: 1 },
    { trackingId: 'active_w', source: 7 },
  ],
  budget: { amountCents: 12_345, currency: 'USD' },
  startDate: '2030-01-03',
  endDate: '2030-01-10',
  note: 'Launch week',
  updatedAt: '2029-12-31T12:00:00Z',
};
