import type { Decider } from '../../events/command-handler';
import { planImport, resultKey, valuesOf, type ResultKey, type ResultValues } from './results-csv';

/**
 * The rule of a results import (results-import.ts): rows new to the log are recorded, rows stored with other values
 * are corrected (each carrying the values it replaces), rows stored with the same values change nothing. The state
 * is the stored values by `resultKey`: the boosting_results read model, which is the fold of these same events.
 */

/** A row as the log keeps it: with its application's shop, so the read model needs no other table. */
export interface StoredResult extends ResultKey, ResultValues {
  shopDomain: string;
}

interface ImportFacts {
  importId: string;
  /** The file's name (without its folder), for the operator reading the log. */
  file: string;
  importedAt: string;
}

export type BoostingResultsRecorded = { type: 'BoostingResultsRecorded'; data: ImportFacts & { rows: StoredResult[] } };
export type BoostingResultsCorrected = {
  type: 'BoostingResultsCorrected';
  data: ImportFacts & { rows: Array<StoredResult & { previous: ResultValues }> };
};
export type BoostingResultsEvent = BoostingResultsRecorded | BoostingResultsCorrected;

export interface ImportResults {
  type: 'ImportResults';
  file: string;
  /** Rows the file checks accepted, each with its application's shop. */
  rows: readonly StoredResult[];
}

/** Stored values by `resultKey`. */
export type StoredValues = ReadonlyMap<string, ResultValues>;

export const resultsImportDecider: Decider<ImportResults, StoredValues, BoostingResultsEvent> = {
  initialState: new Map(),
  evolve(state, event) {
    const next = new Map(state);
    for (const row of event.data.rows) next.set(resultKey(row), valuesOf(row));
    return next;
  },
  decide(command, stored, { now, newId }) {
    const plan = planImport(command.rows, stored);
    if (plan.recorded.length + plan.corrected.length === 0) return [];
    const facts: ImportFacts = { importId: newId(), file: command.file, importedAt: now.toISOString() };
    return [
      ...(plan.recorded.length > 0
        ? [{ type: 'BoostingResultsRecorded' as const, data: { ...facts, rows: plan.recorded } }]
        : []),
      ...(plan.corrected.length > 0
        ? [
            {
              type: 'BoostingResultsCorrected' as const,
              data: { ...facts, rows: plan.corrected.map(({ row, previous }) => ({ ...row, previous })) },
            },
          ]
        : []),
    ];
  },
};
