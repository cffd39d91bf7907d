import { describe, expect, it } from 'vitest';
import { settlementSpan } from '../../src/domain/earnings-records';
import {
  ORDERS_LOAD_FAILED,
  RECORDS_LOAD_FAILED,
  recordsMachine,
  type RecordsData,
  type RecordsEvent,
  type RecordsSnapshot,
} from '../../src/machines/records.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as RecordsEvent;
const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });
const order = (id: string) => ({
  id,
  network: 'amazon',
  orderId: `o-${id}`,
  orderAmount: usd(10_000),
  commission: usd(450),
  status: 'approved' as const,
  orderedAt: '2026-10-20T18:00:00.000Z',
  updatedAt: '2026-10-21T18:00:00.000Z',
});
const line = (periodStart: string, periodEnd: string) => ({
  id: `${periodStart}`,
  source: 'affiliate' as const,
  kind: 'earnings' as const,
  periodStart,
  periodEnd,
  amount: usd(900),
  conversions: 2,
  status: 'pending' as const,
});
const records = (settled: boolean): RecordsData => ({
  orders: { list: [order('c1'), order('c2')], total: 45 },
  settlements: settled
    ? { list: [line('2026-10-01', '2026-10-31'), line('2026-09-01', '2026-09-30')], total: 2 }
    : { list: [], total: 0 },
});
const loaded = ev(done('loadRecords', records(true)));
const unsettled = ev(done('loadRecords', records(false)));
const offline = ev(failed('loadRecords', new Error('offline')));
const page2 = ev(done('getConversions', { list: [order('c21')], total: 45 }));
const page2Failed = ev(failed('getConversions', new Error('offline')));
const exported = ev(done('settlementExport', undefined));
const exportFailed = ev(failed('settlementExport', serverError('The export could not be written.', 500)));

function eventsFor(snapshot: RecordsSnapshot): RecordsEvent[] {
  const events: RecordsEvent[] = [
    { type: 'records.retry' },
    { type: 'orders.page', pageNum: snapshot.context.ordersPageNum === 1 ? 2 : 1 },
    { type: 'orders.page', pageNum: 9 },
    { type: 'settlements.export' },
  ];
  if (snapshot.matches('loading')) events.push(loaded, unsettled, offline);
  if (snapshot.matches({ ready: 'loadingOrders' })) events.push(page2, page2Failed);
  if (snapshot.matches({ ready: 'exporting' })) events.push(exported, exportFailed);
  return events;
}

const explore = () =>
  exploreModel<typeof recordsMachine, CallLog>({
    name: 'records',
    machine: recordsMachine,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        p: s.context.ordersPageNum,
        s: s.context.data?.settlements.total ?? null,
        f: s.context.failure,
        of: s.context.ordersFailure,
      }),
    arrange: () => {
      const log = newCallLog();
      const actors = recordingActors(log, ['loadRecords', 'getConversions', 'settlementExport']);
      return { machine: recordsMachine.provide({ actors: actors as never }), effects: log };
    },
    assertStep: ({ snapshot, event, effects }) => {
      const { context } = snapshot;
      const last = effects.calls.at(-1);
      if (snapshot.matches({ ready: 'loadingOrders' }))
        expect(last).toEqual({ actor: 'getConversions', input: { pageNum: context.ordersPageNum } });
      // The spreadsheet covers exactly the periods of the lines listed.
      if (snapshot.matches({ ready: 'exporting' }))
        expect(last).toEqual({ actor: 'settlementExport', input: { startDate: '2026-09-01', endDate: '2026-10-31' } });
      if (event.type === 'settlements.export' && context.data?.settlements.total === 0)
        expect(snapshot.hasTag('exporting')).toBe(false);
      if (event === offline) expect(context.failure).toBe(RECORDS_LOAD_FAILED);
      if (event === page2) expect(context.data?.orders.list.map((o) => o.id)).toEqual(['c21']);
      if (event === page2Failed) expect(context.ordersFailure).toBe(ORDERS_LOAD_FAILED);
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
    },
  });

describe('orders and settlements (records/index)', () => {
  it('records: every state and transition', async () => {
    const coverage = mergeCoverage('records', [await explore()]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('the export spans the earliest period start to the latest period end; nothing without lines', () => {
    expect(settlementSpan(records(true).settlements.list)).toEqual({ startDate: '2026-09-01', endDate: '2026-10-31' });
    expect(settlementSpan([])).toBeNull();
  });
});
