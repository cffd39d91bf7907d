import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { reportRange, type DateRange, type ReportRangeId } from '../../src/domain/date-ranges';
import type { OtherBrand } from '../../src/domain/earnings-pages';
import type { EarningsReportContext, EarningsReportEvent } from '../../src/machines/earnings-report';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from './flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered, type Coverage } from './model-harness';

export const REPORT_TODAY = '2026-11-21';

interface Snapshot {
  value: unknown;
  context: EarningsReportContext<unknown>;
  matches: (value: never) => boolean;
  hasTag: (tag: string) => boolean;
}

export interface EarningsReportModel {
  name: string;
  machine: AnyStateMachine;
  /** What the page's read answers. */
  output: unknown;
  /** The page's sentence when the read fails without a reason. */
  loadFailed: string;
  /** The range chips, or the one range a fixed page reads. */
  ranges: 'chips' | DateRange;
  brandChips?: boolean;
  /** The addresses to start from (each with its `?range=` and `?brand=`). */
  inputs: readonly { range?: string | null; brand?: string | null }[];
}

/**
 * The model test of a page built with earningsReportMachine: from each address, every state and transition is
 * replayed with a recording fake of its read; each read asks for the range (and brand) the chips show, a failure
 * says why, the tags say what the page shows.
 */
export async function exploreEarningsReport(model: EarningsReportModel): Promise<Coverage> {
  const loaded = done('loadReport', model.output);
  const offline = failed('loadReport', new Error('offline'));
  const refused = failed('loadReport', serverError('A dashboard covers at most 366 days.'));
  const eventsFor = (snapshot: Snapshot): EarningsReportEvent[] => {
    const { rangeId, brand } = snapshot.context;
    const events: EarningsReportEvent[] = [{ type: 'report.retry' }];
    if (model.ranges === 'chips') {
      events.push(
        { type: 'range.select', range: rangeId === '7d' ? '3m' : '7d' },
        { type: 'range.select', range: rangeId },
        { type: 'range.select', range: 'forever' as ReportRangeId },
      );
    }
    if (model.brandChips) {
      events.push(
        { type: 'brand.select', brand: brand === 'target' ? 'walmart' : 'target' },
        { type: 'brand.select', brand: brand as OtherBrand },
        { type: 'brand.select', brand: 'ebay' as OtherBrand },
      );
    }
    if (snapshot.matches('loading' as never)) events.push(loaded as never, offline as never, refused as never);
    return events;
  };
  const explore = (input: EarningsReportModel['inputs'][number], i: number) =>
    exploreModel<AnyStateMachine, CallLog>({
      name: `${model.name}-${i}`,
      machine: model.machine,
      input: { today: REPORT_TODAY, ...input },
      events: eventsFor as never,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          r: s.context.rangeId,
          b: s.context.brand,
          d: s.context.data !== null,
          f: s.context.failure,
        }),
      arrange: () => {
        const log = newCallLog();
        const actors = recordingActors(log, ['loadReport']);
        return { machine: model.machine.provide({ actors: actors as never }), effects: log };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const s = snapshot as unknown as Snapshot;
        const { context } = s;
        const range = model.ranges === 'chips' ? reportRange(context.rangeId, REPORT_TODAY) : model.ranges;
        expect(context.range).toEqual(range);
        expect(context.brand === null).toBe(!model.brandChips);
        // Every read asks for the range (and the brand) the page shows.
        if (s.matches('loading' as never))
          expect(effects.calls.at(-1)).toEqual({ actor: 'loadReport', input: { range, brand: context.brand } });
        if (event === offline) expect(context.failure).toBe(model.loadFailed);
        if (event === refused) expect(context.failure).toBe('A dashboard covers at most 366 days.');
        if (s.matches('ready' as never)) expect(context.data).toEqual(model.output);
        expect(s.hasTag('busy')).toBe(s.matches('loading' as never));
        expect(s.hasTag('error')).toBe(s.matches('failed' as never));
      },
    });
  const parts: Coverage[] = [];
  for (const [i, input] of model.inputs.entries()) parts.push(await explore(input, i));
  const coverage = mergeCoverage(model.name, parts);
  reportCoverage(coverage);
  expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  return coverage;
}
