/**
 * The shape every earnings page beyond the dashboard shares (earning/index, mmmIndex, engegament_data and the
 * commission pages): read the numbers of a Pacific range (and, on the other-brand pages, of one brand), show
 * them, read again when another range or brand is chosen, offer a retry when the read fails. Each page's
 * machine file builds its own machine from this with its read, so each has its id, descriptions and registry
 * entry while the states and transitions are written once.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { DateRange } from '../domain/date-ranges';
import { isOtherBrand, otherBrandOf, type OtherBrand } from '../domain/earnings-pages';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';

export interface EarningsReportInput {
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  /** The range of the address (`?range=`); the default one when absent or unknown. */
  range?: string | null;
  /** The brand of the address (`?brand=`), on the pages that choose one. */
  brand?: string | null;
}

/** What a page reads: the range, and the brand on the pages that choose one (null elsewhere). */
export interface EarningsReportQuery {
  range: DateRange;
  brand: OtherBrand | null;
}

export interface EarningsReportContext<T> extends RangeContext {
  brand: OtherBrand | null;
  data: T | null;
  failure: string | null;
}

export type BrandSelectEvent = { type: 'brand.select'; brand: OtherBrand };
export type EarningsReportEvent = RangeSelectEvent | BrandSelectEvent | { type: 'report.retry' };

export interface EarningsReportConfig<T> {
  id: string;
  description: string;
  /** What the page reads, for the loading state's description (the operations it calls). */
  reading: string;
  /** What shows once read, for the ready state's description. */
  showing: string;
  /** The sentence when the read fails without a reason from the server. */
  loadFailed: string;
  load: (query: EarningsReportQuery, signal: AbortSignal) => Promise<T>;
  /** 'chips': the range chips of spec §9; a function: one fixed range from today (the month-by-month page). */
  ranges: 'chips' | ((today: string) => DateRange);
  /** The Target and Walmart chips of the other-brand pages. */
  brandChips?: boolean;
}

export function earningsReportMachine<T>(config: EarningsReportConfig<T>) {
  const { ranges, brandChips = false } = config;
  const contextOf = (input: EarningsReportInput): EarningsReportContext<T> => {
    const chosen = rangeContext(input.today, input.range);
    return {
      ...(ranges === 'chips' ? chosen : { ...chosen, range: ranges(input.today) }),
      brand: brandChips ? otherBrandOf(input.brand) : null,
      data: null,
      failure: null,
    };
  };
  const rangeTransition = {
    'range.select': {
      guard: 'isOtherRange' as const,
      target: '.loading',
      actions: 'assignRange' as const,
      description: 'Another range chip (also while one loads or after a failure): read its numbers.',
    },
  };
  const brandTransition = {
    'brand.select': {
      guard: 'isOtherBrand' as const,
      target: '.loading',
      actions: 'assignBrand' as const,
      description: 'The other brand chip (Target or Walmart): read its numbers over the same range.',
    },
  };
  return setup({
    types: {
      input: {} as EarningsReportInput,
      context: {} as EarningsReportContext<T>,
      events: {} as EarningsReportEvent,
    },
    actors: {
      loadReport: fromPromise<T, EarningsReportQuery>(({ input, signal }) => config.load(input, signal)),
    },
    guards: {
      isOtherRange,
      isOtherBrand: ({ context, event }) =>
        event.type === 'brand.select' && isOtherBrand(event.brand) && event.brand !== context.brand,
    },
    actions: {
      assignRange: assign(({ context, event }) => selectedRange({ context, event })),
      assignBrand: assign(({ event }) => (event.type === 'brand.select' ? { brand: event.brand } : {})),
      assignData: assign((_, data: T) => ({ data, failure: null })),
      assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, config.loadFailed) })),
    },
  }).createMachine({
    id: config.id,
    description: config.description,
    context: ({ input }) => contextOf(input),
    on: { ...(ranges === 'chips' ? rangeTransition : {}), ...(brandChips ? brandTransition : {}) },
    initial: 'loading',
    states: {
      loading: {
        description: `${config.reading}; the numbers shown before stay until the new ones come.`,
        tags: ['busy'],
        invoke: {
          id: 'loadReport',
          src: 'loadReport',
          input: ({ context }) => ({ range: context.range, brand: context.brand }),
          onDone: {
            target: 'ready',
            actions: { type: 'assignData', params: doneOutput },
            description: 'The numbers show.',
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'Not read: say why and offer to retry.',
          },
        },
      },
      ready: { description: config.showing },
      failed: {
        description: 'The numbers could not be read; a retry button shows.',
        tags: ['error'],
        on: { 'report.retry': { target: 'loading', description: 'Try again.' } },
      },
    },
  });
}
