/**
 * records/index: the shop's orders, newest first, a page at a time (getConversions), its settlement lines
 * (getDetail), and the settlement spreadsheet of the lines shown (settlementExport, 'download successful').
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getConversions } from '../api/earnings';
import { exportFileName, exportTimestamp } from '../api/export-download';
import { settlementExport } from '../api/export';
import { getDetail } from '../api/settlement';
import {
  ORDERS_PAGE_SIZE,
  SETTLEMENT_EXPORT_BASE_NAME,
  SETTLEMENT_LINES_PAGE_SIZE,
  settlementSpan,
} from '../domain/earnings-records';
import type { DateRange } from '../domain/date-ranges';
import { isPageInRange } from '../domain/link-paging';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ConversionPage = Awaited<ReturnType<typeof getConversions>>;
export type SettlementPage = Awaited<ReturnType<typeof getDetail>>;

export interface RecordsData {
  orders: ConversionPage;
  settlements: SettlementPage;
}

export interface RecordsContext {
  data: RecordsData | null;
  ordersPageNum: number;
  failure: string | null;
  /** Why the last page of orders did not come (the page shown stays). */
  ordersFailure: string | null;
}

export type RecordsEvent =
  { type: 'records.retry' } | { type: 'orders.page'; pageNum: number } | { type: 'settlements.export' };

export const RECORDS_LOAD_FAILED =
  'Your orders and settlements could not be loaded. Check your connection and try again.';
export const ORDERS_LOAD_FAILED = 'This page of orders could not be loaded. Try again.';

const quiet = (signal?: AbortSignal) => ({ ...(signal ? { signal } : {}), ignoreErrors: true });

/** One page of orders, newest first. */
export const loadOrdersPage = (pageNum: number, signal?: AbortSignal): Promise<ConversionPage> =>
  getConversions({ pageNum, pageSize: ORDERS_PAGE_SIZE }, quiet(signal));

/** The first page of orders and the settlement lines, read at once. */
export async function loadRecords(signal?: AbortSignal): Promise<RecordsData> {
  const [orders, settlements] = await Promise.all([
    loadOrdersPage(1, signal),
    getDetail({ pageNum: 1, pageSize: SETTLEMENT_LINES_PAGE_SIZE }, quiet(signal)),
  ]);
  return { orders, settlements };
}

/** Saves the settlement spreadsheet of a span as `Settlements <timestamp>.xlsx`; the client toasts 'download successful'. */
export function exportSettlements(span: DateRange, at: Date = new Date()): Promise<void> {
  return settlementExport(exportFileName(SETTLEMENT_EXPORT_BASE_NAME, { at }), {
    ...span,
    timestamp: exportTimestamp(at),
  });
}

const spanOf = (context: RecordsContext) => settlementSpan(context.data?.settlements.list ?? []);

export const recordsMachine = setup({
  types: { context: {} as RecordsContext, events: {} as RecordsEvent },
  actors: {
    loadRecords: fromPromise<RecordsData>(({ signal }) => loadRecords(signal)),
    getConversions: fromPromise<ConversionPage, { pageNum: number }>(({ input, signal }) =>
      loadOrdersPage(input.pageNum, signal),
    ),
    settlementExport: fromPromise<void, DateRange>(({ input }) => exportSettlements(input)),
  },
  guards: {
    isOtherOrdersPage: ({ context, event }) => {
      assertEvent(event, 'orders.page');
      return (
        event.pageNum !== context.ordersPageNum &&
        isPageInRange(event.pageNum, context.data?.orders.total ?? 0, ORDERS_PAGE_SIZE)
      );
    },
    hasSettlements: ({ context }) => spanOf(context) !== null,
  },
  actions: {
    assignData: assign((_, output: RecordsData) => ({
      data: output,
      ordersPageNum: 1,
      failure: null,
      ordersFailure: null,
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, RECORDS_LOAD_FAILED) })),
    assignOrdersPageNum: assign(({ event }) => {
      assertEvent(event, 'orders.page');
      return { ordersPageNum: event.pageNum, ordersFailure: null };
    }),
    assignOrders: assign(({ context }, output: ConversionPage) =>
      context.data ? { data: { ...context.data, orders: output } } : {},
    ),
    assignOrdersFailure: assign((_, { error }: { error: unknown }) => ({
      ordersFailure: failureText(error, ORDERS_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'records',
  description: "The shop's orders a page at a time, its settlement lines, and the settlement spreadsheet.",
  context: { data: null, ordersPageNum: 1, failure: null, ordersFailure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the first page of orders (getConversions) and the settlement lines (getDetail) at once.',
      tags: ['busy'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: doneOutput },
          description: 'Orders and settlement lines show.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'Orders and settlement lines show.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being read or downloaded.',
          on: {
            'orders.page': {
              guard: 'isOtherOrdersPage',
              target: 'loadingOrders',
              actions: 'assignOrdersPageNum',
              description: 'Previous or Next page of orders.',
            },
            'settlements.export': {
              guard: 'hasSettlements',
              target: 'exporting',
              description: 'Download the settlement lines shown as a spreadsheet.',
            },
          },
        },
        loadingOrders: {
          description: 'Reading another page of orders; the settlement lines stay.',
          tags: ['orders-busy'],
          invoke: {
            id: 'getConversions',
            src: 'getConversions',
            input: ({ context }) => ({ pageNum: context.ordersPageNum }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignOrders', params: doneOutput },
              description: 'The page of orders shows.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignOrdersFailure', params: errorParams },
              description: 'Not loaded: the reason shows above the orders.',
            },
          },
        },
        exporting: {
          description:
            "Downloading the settlement spreadsheet (settlementExport); the file is saved and 'download successful' shows.",
          tags: ['exporting'],
          invoke: {
            id: 'settlementExport',
            src: 'settlementExport',
            input: ({ context }) => spanOf(context)!,
            onDone: { target: 'idle', description: 'Saved.' },
            onError: { target: 'idle', description: 'Not saved (the API client toasted why).' },
          },
        },
      },
    },
    failed: {
      description: 'The records could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'records.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type RecordsSnapshot = SnapshotFrom<typeof recordsMachine>;

export const card = {
  machine: recordsMachine,
  title: 'Orders and settlements',
  spec: '§2 records/index; §7 get_conversions, get_detail, settlement-export; issue 16',
  screen: 'records',
} satisfies MachineCard<typeof recordsMachine>;
