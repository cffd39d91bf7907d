import { randomUUID } from 'node:crypto';
import { pacificDate } from '../../../src/domain/pacific-time';
import type { Database } from '../../db/database';
import type { EventStore } from '../../events/event-store';
import { ConcurrencyError } from '../../events/events';
import type { Projection } from '../../events/projections';
import { applicationsByIds } from './boosting-application-queries';
import { checkResultRows, parseResultsCsv, resultKey, valuesOf, type ImportProblem } from './results-csv';
import {
  resultsImportDecider,
  type BoostingResultsEvent,
  type StoredResult,
  type StoredValues,
} from './results-import-decider';

/**
 * Results of boosted content, imported by operators from CSV files (results-csv.ts). Every import that changes
 * something is one append to the stream `boosting-results:ledger`: BoostingResultsRecorded for rows new to the
 * log, BoostingResultsCorrected for rows whose values differ from the stored ones (each carries the values it
 * replaces). Deciding against the stored rows and appending at the ledger version that was read means two
 * imports at once cannot both record the same row: the second decides again on what the first stored.
 */

export const RESULTS_STREAM = 'boosting-results:ledger';

export type ImportOutcome =
  { ok: false; problems: ImportProblem[] } | { ok: true; recorded: number; corrected: number; unchanged: number };

/** boosting_results: the latest values of each application, content and date; a correction replaces the row. */
export const boostingResultsProjection: Projection<BoostingResultsEvent> = {
  name: 'boosting-results',
  tables: ['boosting_results'],
  handles: ['BoostingResultsRecorded', 'BoostingResultsCorrected'],
  async apply(tx, event) {
    await tx.query(
      `insert into boosting_results (application_id, content_id, day, shop_domain, spend_cents, impressions, clicks, conversions, earnings_cents, import_id)
       select r."applicationId", r."contentId", r.date::date, r."shopDomain", r."spendCents", r.impressions, r.clicks, r.conversions, r."earningsCents", $2
       from jsonb_to_recordset($1::jsonb) as r("applicationId" text, "contentId" text, date text, "shopDomain" text, "spendCents" bigint,
         impressions bigint, clicks bigint, conversions bigint, "earningsCents" bigint)
       on conflict (application_id, content_id, day) do update set shop_domain = excluded.shop_domain, spend_cents = excluded.spend_cents,
         impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
         earnings_cents = excluded.earnings_cents, import_id = excluded.import_id`,
      [JSON.stringify(event.data.rows), event.data.importId],
    );
  },
};

interface StoredRow {
  application_id: string;
  content_id: string;
  day: string;
  spend_cents: number;
  impressions: number;
  clicks: number;
  conversions: number;
  earnings_cents: number;
}

/** The stored values of every row of these applications, keyed by `resultKey`. */
async function storedValues(db: Database, applicationIds: readonly string[]): Promise<StoredValues> {
  const { rows } = await db.query<StoredRow>(
    `select application_id, content_id, day, spend_cents, impressions, clicks, conversions, earnings_cents from boosting_results
     where application_id = any($1::text[])`,
    [[...applicationIds]],
  );
  return new Map(
    rows.map((row) => [
      resultKey({ applicationId: row.application_id, contentId: row.content_id, date: row.day }),
      {
        spendCents: Number(row.spend_cents),
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        earningsCents: Number(row.earnings_cents),
      },
    ]),
  );
}

/** How often to decide again when another import appended in between. */
const IMPORT_ATTEMPTS = 3;

export function createResultsImport(db: Database, store: EventStore) {
  return {
    /**
     * Checks the whole file, then stores what it changes in one append: nothing at all when any row has a problem
     * (the answer lists them), nothing either when every row is already stored with the same values.
     */
    async importCsv(
      text: string,
      options: { file: string; now: Date; metadata?: Record<string, unknown> },
    ): Promise<ImportOutcome> {
      const parsed = parseResultsCsv(text);
      const applications = await applicationsByIds(db, [...new Set(parsed.rows.map((row) => row.applicationId))]);
      const checked = checkResultRows(parsed, {
        today: pacificDate(options.now),
        applications: new Map(
          [...applications].map(([id, row]) => [id, { status: row.status, contentIds: row.content_ids }]),
        ),
      });
      if (!checked.ok) return checked;
      const shopOf = (applicationId: string) => applications.get(applicationId)!.shop_domain;
      const rows = checked.rows.map((row): StoredResult => ({
        applicationId: row.applicationId,
        contentId: row.contentId,
        date: row.date,
        shopDomain: shopOf(row.applicationId),
        ...valuesOf(row),
      }));
      for (let attempt = 1; ; attempt += 1) {
        const version = await store.streamVersion(RESULTS_STREAM);
        const events = resultsImportDecider.decide(
          { type: 'ImportResults', file: options.file, rows },
          await storedValues(db, [...applications.keys()]),
          {
            now: options.now,
            newId: randomUUID,
          },
        );
        const recorded = events.find((event) => event.type === 'BoostingResultsRecorded')?.data.rows.length ?? 0;
        const corrected = events.find((event) => event.type === 'BoostingResultsCorrected')?.data.rows.length ?? 0;
        const outcome = { ok: true as const, recorded, corrected, unchanged: rows.length - recorded - corrected };
        if (events.length === 0) return outcome;
        try {
          await store.append(RESULTS_STREAM, version, events, options.metadata ? { metadata: options.metadata } : {});
          return outcome;
        } catch (error) {
          if (!(error instanceof ConcurrencyError) || attempt >= IMPORT_ATTEMPTS) throw error;
        }
      }
    },
  };
}
