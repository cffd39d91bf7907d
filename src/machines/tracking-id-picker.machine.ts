import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { getActiveTrackingIdList } from '../api/boosting';
import { getTrackingIdsV2 } from '../api/tracking';
import {
  boostingTrackingOptions,
  listHasSkip,
  nextSort,
  orderTrackingOptions,
  retailerOfSource,
  searchTrackingOptions,
  TRACKING_SORT,
  type SortChip,
  type TrackingIdEntry,
  type TrackingOption,
  type TrackingSort,
  type TrackingSource,
} from '../domain/tracking-sort';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface TrackingIdPickerInput {
  source: TrackingSource;
  /** The tracking id the field holds, or null when none is chosen yet. */
  value: string | null;
  /** Choosing ids for a new boosting: ids already active in one are disabled and listed last, and SKIP is not offered (spec §4). */
  forBoosting?: boolean;
  /** Whether the Walmart list leaves out its SKIP entry (spec §3: "The Walmart list can hide SKIP"). */
  hideWalmartSkip?: boolean;
}

export interface TrackingIds {
  entries: TrackingIdEntry[];
  activeIds: string[];
}

export interface TrackingIdPickerContext extends Required<TrackingIdPickerInput> {
  entries: TrackingIdEntry[];
  activeIds: string[];
  sort: TrackingSort;
  query: string;
  /** What the modal lists: ordered, then searched (src/domain/tracking-sort.ts). */
  options: TrackingOption[];
}

export type TrackingIdPickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'picker.search'; query: string }
  | { type: 'sort.toggle'; chip: SortChip }
  | { type: 'option.select'; name: string }
  /** The field's value changed from outside (the page loaded a saved link, say). */
  | { type: 'value.set'; value: string | null };

/** How the field tells its page about a choice: the page listens for this event rather than passing a callback. */
export type TrackingIdPickerEmitted = { type: 'trackingId.changed'; source: TrackingSource; trackingId: string };

function listed(
  context: Pick<
    TrackingIdPickerContext,
    'entries' | 'activeIds' | 'sort' | 'query' | 'source' | 'hideWalmartSkip' | 'forBoosting'
  >,
): TrackingOption[] {
  const ordered = context.forBoosting
    ? boostingTrackingOptions(context.entries, context.activeIds, context.sort)
    : orderTrackingOptions(context.entries, {
        sort: context.sort,
        withSkip: listHasSkip(retailerOfSource(context.source), context.entries, context.hideWalmartSkip),
      });
  return searchTrackingOptions(ordered, context.query);
}

const LIST_KEYS = {
  amazon: 'amazonTrackingIdList',
  target: 'targetTrackingIdList',
  walmart: 'walmartTrackingIdList',
} as const;

/**
 * The tracking-id picker (spec §2 Tracking-ID picker, §4 Tracking-id sort): a field that opens the 478 px modal
 * 'Select A Tracking ID' with a search box, the Name and Date chips, the list and 'No result'.
 */
export const trackingIdPickerMachine = setup({
  types: {
    input: {} as TrackingIdPickerInput,
    context: {} as TrackingIdPickerContext,
    events: {} as TrackingIdPickerEvent,
    emitted: {} as TrackingIdPickerEmitted,
  },
  actors: {
    loadTrackingIds: fromPromise<TrackingIds, { source: TrackingSource; forBoosting: boolean }>(
      async ({ input, signal }) => {
        const [lists, active] = await Promise.all([
          getTrackingIdsV2({}, { signal }),
          input.forBoosting ? getActiveTrackingIdList({}, { signal }) : Promise.resolve({ list: [] }),
        ]);
        return {
          entries: lists[LIST_KEYS[retailerOfSource(input.source)]],
          activeIds: active.list.filter((item) => item.source === input.source).map((item) => item.trackingId),
        };
      },
    ),
  },
  guards: {
    isSelectable: ({ context, event }) => {
      assertEvent(event, 'option.select');
      return context.options.some((o) => o.name === event.name && !o.disabled);
    },
  },
  actions: {
    assignLists: assign(({ context }, { entries, activeIds }: TrackingIds) => {
      return { entries, activeIds, options: listed({ ...context, entries, activeIds }) };
    }),
    // A new opening starts from the full list: a stale search would hide ids without saying why.
    assignFreshSearch: assign(({ context }) => ({ query: '', options: listed({ ...context, query: '' }) })),
    assignQuery: assign(({ context, event }) => {
      assertEvent(event, 'picker.search');
      return { query: event.query, options: listed({ ...context, query: event.query }) };
    }),
    assignSort: assign(({ context, event }) => {
      assertEvent(event, 'sort.toggle');
      const sort = nextSort(context.sort, event.chip);
      return { sort, options: listed({ ...context, sort }) };
    }),
    assignSelection: assign(({ event }) => {
      assertEvent(event, 'option.select');
      return { value: event.name };
    }),
    assignValue: assign(({ event }) => {
      assertEvent(event, 'value.set');
      return { value: event.value };
    }),
    notifyChanged: emit(({ context, event }) => {
      assertEvent(event, 'option.select');
      return { type: 'trackingId.changed' as const, source: context.source, trackingId: event.name };
    }),
  },
}).createMachine({
  id: 'trackingIdPicker',
  description:
    "The tracking-id picker (spec §2, §4): the field shows the retailer's icon; its modal 'Select A Tracking ID' lists the saved ids, searchable and sorted by the Name and Date chips (ascending, descending, default), SKIP last; when choosing for a boosting, ids already boosting disabled and last and no SKIP.",
  context: ({ input }) => ({
    source: input.source,
    value: input.value,
    forBoosting: input.forBoosting ?? false,
    hideWalmartSkip: input.hideWalmartSkip ?? false,
    entries: [],
    activeIds: [],
    sort: TRACKING_SORT.default,
    query: '',
    options: [],
  }),
  on: {
    'value.set': {
      actions: 'assignValue',
      description: 'The page set the field (a saved link loaded); the modal is unaffected.',
    },
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the field shows: the chosen id or the placeholder, the retailer icon and the dropdown arrow.',
      on: {
        'picker.open': {
          target: 'loading',
          actions: 'assignFreshSearch',
          description: 'A click on the field opens the modal.',
        },
      },
    },
    loading: {
      description:
        "The modal is open and the retailer's tracking ids load (and, for a boosting, the ids already running).",
      tags: ['modal-visible', 'busy'],
      invoke: {
        id: 'loadTrackingIds',
        src: 'loadTrackingIds',
        input: ({ context }) => ({ source: context.source, forBoosting: context.forBoosting }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLists', params: doneOutput },
          description: 'The list shows in the chosen order.',
        },
        onError: { target: 'failed', description: 'The lists did not load (the API client toasted why).' },
      },
      on: {
        'picker.close': { target: 'closed', description: 'Closed before the list came.' },
      },
    },
    ready: {
      description:
        "The list, searched and sorted; the selected id highlighted, disabled ids inert, 'No result' when nothing matches.",
      tags: ['modal-visible'],
      on: {
        'picker.search': {
          actions: 'assignQuery',
          description: 'A case-insensitive substring match on the name (spec §5); the order stays.',
        },
        'sort.toggle': {
          actions: 'assignSort',
          description:
            'A chip cycles its sort ascending -> descending -> default (types 2/3 for Name, 4/5 for Date, 1 default).',
        },
        'option.select': {
          guard: 'isSelectable',
          target: 'closed',
          actions: ['assignSelection', 'notifyChanged'],
          description:
            'Choosing an enabled id fills the field, tells the page and closes the modal; disabled ids do nothing.',
        },
        'picker.close': { target: 'closed', description: 'The close icon, a click on the mask or Escape.' },
      },
    },
    failed: {
      description: 'The modal says the list could not load and offers to try again.',
      tags: ['modal-visible', 'error'],
      on: {
        'picker.retry': { target: 'loading', description: 'Try again.' },
        'picker.close': { target: 'closed', description: 'Give up for now.' },
      },
    },
  },
});

export const card = {
  machine: trackingIdPickerMachine,
  title: 'Tracking-id picker and sort',
  spec: '§2 tracking-ID picker, §4 Tracking-id sort, §5',
  input: { source: 1, value: null },
} satisfies MachineCard<typeof trackingIdPickerMachine>;
