/**
 * The Placements section of a link's page (myLinks/detail): where the creator shares the link, each place with
 * its own short address (create_placement, delete_placement), and each place's clicks, orders, earnings and EPC
 * over a Pacific date range (get_placement_report, spec §9 ranges).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { createPlacement, deletePlacement, getPlacementReport } from '../api/short-links';
import type { DateRange } from '../domain/date-ranges';
import { placementNameProblem } from '../domain/placements';
import { isOtherRange, rangeContext, selectedRange, type RangeContext, type RangeSelectEvent } from './report-range';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type PlacementReport = Awaited<ReturnType<typeof getPlacementReport>>;
export type Placement = Awaited<ReturnType<typeof createPlacement>>;

export interface LinkPlacementsInput {
  /** The link's code. */
  code: string;
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
}

export interface LinkPlacementsContext extends RangeContext {
  code: string;
  report: PlacementReport | null;
  /** The new placement's name and tracking id as typed and picked ('' for the link's own id). */
  name: string;
  trackingId: string;
  /** Why the report could not be read, or why the last add or delete was refused. */
  failure: string | null;
  /** What is wrong with the name typed, once an add was asked for. */
  nameProblem: string | null;
}

export type LinkPlacementsEvent =
  | RangeSelectEvent
  | { type: 'placements.retry' }
  | { type: 'placements.reload' }
  | { type: 'placement.name'; name: string }
  | { type: 'placement.trackingId'; trackingId: string }
  | { type: 'placement.add' }
  | { type: 'placement.delete'; code: string };

export type LinkPlacementsEmitted = { type: 'toast.show'; text: string };

export const PLACEMENTS_LOAD_FAILED =
  "This link's placements could not be loaded. Check your connection and try again.";
export const PLACEMENT_ADD_FAILED = 'The placement could not be added. Check your connection and try again.';
export const PLACEMENT_DELETE_FAILED = 'The placement could not be deleted. Check your connection and try again.';
export const PLACEMENT_ADDED_TEXT = 'Placement added';
export const PLACEMENT_DELETED_TEXT = 'Placement deleted';

export const linkPlacementsMachine = setup({
  types: {
    input: {} as LinkPlacementsInput,
    context: {} as LinkPlacementsContext,
    events: {} as LinkPlacementsEvent,
    emitted: {} as LinkPlacementsEmitted,
  },
  actors: {
    getPlacementReport: fromPromise<PlacementReport, DateRange & { code: string }>(({ input, signal }) =>
      getPlacementReport(input, { signal, ignoreErrors: true }),
    ),
    createPlacement: fromPromise<Placement, { code: string; name: string; trackingId?: string }>(({ input }) =>
      createPlacement(input, { ignoreErrors: true }),
    ),
    deletePlacement: fromPromise<unknown, { code: string }>(({ input }) =>
      deletePlacement({ id: input.code }, { ignoreErrors: true }),
    ),
  },
  guards: {
    isOtherRange,
    isNameValid: ({ context }) => placementNameProblem(context.name) === undefined,
  },
  actions: {
    assignRange: assign(({ context, event }) => selectedRange({ context, event })),
    assignReport: assign((_, output: PlacementReport) => ({ report: output, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PLACEMENTS_LOAD_FAILED),
    })),
    assignAddFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PLACEMENT_ADD_FAILED),
    })),
    assignDeleteFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PLACEMENT_DELETE_FAILED),
    })),
    assignName: assign(({ event }) => (event.type === 'placement.name' ? { name: event.name, nameProblem: null } : {})),
    assignTrackingId: assign(({ event }) =>
      event.type === 'placement.trackingId' ? { trackingId: event.trackingId } : {},
    ),
    assignNameProblem: assign(({ context }) => ({ nameProblem: placementNameProblem(context.name) ?? null })),
    clearDraft: assign({ name: '', trackingId: '', nameProblem: null, failure: null }),
    notifyAdded: emit({ type: 'toast.show', text: PLACEMENT_ADDED_TEXT }),
    notifyDeleted: emit({ type: 'toast.show', text: PLACEMENT_DELETED_TEXT }),
  },
}).createMachine({
  id: 'linkPlacements',
  description:
    "A link's placements: add one (name, and a tracking id where the shop has several), copy its address, delete it, and each one's clicks, orders, earnings and EPC over a range.",
  context: ({ input }) => ({
    ...rangeContext(input.today, null),
    code: input.code,
    report: null,
    name: '',
    trackingId: '',
    failure: null,
    nameProblem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the placements and their figures over the range (get_placement_report).',
      tags: ['busy'],
      invoke: {
        id: 'getPlacementReport',
        src: 'getPlacementReport',
        input: ({ context }) => ({ code: context.code, ...context.range }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignReport', params: doneOutput },
          description: 'The placements and their figures show.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'The call failed: say why and offer to retry.',
        },
      },
    },
    failed: {
      description: 'The placements could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'placements.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      description: 'The placements show with their figures, a form to add one, and copy and delete per placement.',
      on: {
        'range.select': {
          guard: 'isOtherRange',
          target: 'loading',
          actions: 'assignRange',
          description: 'Another range: read the figures over it.',
        },
        'placements.reload': { target: 'loading', description: 'Refresh the figures.' },
        'placement.name': { actions: 'assignName', description: 'The name is typed.' },
        'placement.trackingId': { actions: 'assignTrackingId', description: 'A tracking id is picked for it.' },
        'placement.add': [
          { guard: 'isNameValid', target: 'adding', description: 'A good name: add the placement.' },
          { actions: 'assignNameProblem', description: 'The name is empty or too long: say so.' },
        ],
        'placement.delete': { target: 'deleting', description: 'Delete a placement; its address stops working.' },
      },
    },
    adding: {
      description: 'create_placement runs with the name and the tracking id picked.',
      tags: ['busy'],
      invoke: {
        id: 'createPlacement',
        src: 'createPlacement',
        input: ({ context }) => ({
          code: context.code,
          name: context.name,
          ...(context.trackingId ? { trackingId: context.trackingId } : {}),
        }),
        onDone: {
          target: 'loading',
          actions: ['clearDraft', 'notifyAdded'],
          description: 'Added: the form empties and the list is read again with it.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignAddFailure', params: errorParams },
          description: 'Refused (a name in use, too many placements…) or failed: say why, keep what was typed.',
        },
      },
    },
    deleting: {
      description: 'delete_placement runs for the placement chosen.',
      tags: ['busy'],
      invoke: {
        id: 'deletePlacement',
        src: 'deletePlacement',
        input: ({ event }) => ({ code: event.type === 'placement.delete' ? event.code : '' }),
        onDone: {
          target: 'loading',
          actions: 'notifyDeleted',
          description: 'Deleted: the list is read again without it.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignDeleteFailure', params: errorParams },
          description: 'Not deleted: say why.',
        },
      },
    },
  },
});

export type LinkPlacementsSnapshot = SnapshotFrom<typeof linkPlacementsMachine>;

export const card = {
  machine: linkPlacementsMachine,
  title: 'Short link placements',
  spec: '§2 myLinks/detail, §9 Pacific date ranges',
  screen: 'linkDetail',
  input: { code: 'Ab3dE7xQ', today: '2026-11-25' },
} satisfies MachineCard<typeof linkPlacementsMachine>;
