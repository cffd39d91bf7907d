import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  resultsImportDecider,
  type BoostingResultsEvent,
  type StoredResult,
} from '../../../server/modules/boosting/results-import-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const facts = { importId: 'id-1', file: 'results.csv', importedAt: SPEC_NOW.toISOString() };
const results = spec(resultsImportDecider);
const row = (date: string, spendCents = 1_000, shopDomain = 'shop-a'): StoredResult => ({
  applicationId: 'b1',
  contentId: 'c1',
  date,
  shopDomain,
  spendCents,
  impressions: 100,
  clicks: 10,
  conversions: 1,
  earningsCents: 500,
});
const imported = (rows: StoredResult[]) => ({ type: 'ImportResults', file: 'results.csv', rows }) as const;
const recorded = (rows: StoredResult[]): BoostingResultsEvent => ({
  type: 'BoostingResultsRecorded',
  data: { ...facts, rows },
});

describe('boosting results import decider', () => {
  it('records new rows and corrects changed ones in one import, each correction with the values it replaces', () => {
    results
      .given([])
      .when(imported([row('2025-06-01')]))
      .then([recorded([row('2025-06-01')])]);
    results
      .given([recorded([row('2025-06-01')])])
      .when(imported([row('2025-06-01', 2_000), row('2025-06-02')]))
      .then([
        recorded([row('2025-06-02')]),
        {
          type: 'BoostingResultsCorrected',
          data: {
            ...facts,
            rows: [
              {
                ...row('2025-06-01', 2_000),
                previous: { spendCents: 1_000, impressions: 100, clicks: 10, conversions: 1, earningsCents: 500 },
              },
            ],
          },
        },
      ]);
  });

  it('a file imported twice changes nothing the second time', () => {
    results
      .given([recorded([row('2025-06-01'), row('2025-06-02')])])
      .when(imported([row('2025-06-01'), row('2025-06-02')]))
      .thenNothingHappens();
  });

  it.prop([
    fc.array(fc.record({ day: fc.integer({ min: 1, max: 9 }), spendCents: fc.integer({ min: 0, max: 5_000 }) }), {
      maxLength: 12,
    }),
  ])('importing what an import decided again decides nothing', (picks) => {
    // One row per day (the last pick of a day wins), as the file checks require.
    const rows = [...new Map(picks.map(({ day, spendCents }) => [day, row(`2025-06-0${day}`, spendCents)])).values()];
    const first = results.given([]).when(imported(rows)).events();
    expect(results.given(first).when(imported(rows)).events()).toEqual([]);
  });
});
