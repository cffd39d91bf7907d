/**
 * Account info's tracking IDs: the shop's Amazon, Target and Walmart ids, oldest first, each list with a field to
 * add one and a Remove per id. An id is checked before it is sent by the rules the server applies too
 * (tracking-id-rules.ts: the retailer's shape, SKIP reserved, no duplicate in any letter case, at most 100 per
 * retailer); the add and remove calls answer the retailer's list as stored. Existing links keep the id they were
 * made with.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addTargetTrackingId,
  addTrackingId,
  addWalmartTrackingId,
  getTrackingIdsV2,
  removeTargetTrackingId,
  removeTrackingId,
  removeWalmartTrackingId,
} from '../api/tracking';
import type { Retailer } from '../domain/retailer-links';
import {
  sameTrackingId,
  TRACKING_ID_MESSAGES,
  TRACKING_IDS_PER_RETAILER,
  trackingIdProblem,
} from '../domain/tracking-id-rules';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type TrackingIdItem = Awaited<ReturnType<typeof addTrackingId>>[number];
export type TrackingIdLists = Record<Retailer, TrackingIdItem[]>;

export interface TrackingIdsEditorContext {
  lists: TrackingIdLists;
  /** What is typed in each retailer's field. */
  drafts: Record<Retailer, string>;
  /** The sentence under each retailer's list (a refused id, a failed call); null when none. */
  problems: Record<Retailer, string | null>;
  /** The change on its way: which list, and the id added or removed. */
  pending: { retailer: Retailer; trackingId: string } | null;
}

export type TrackingIdsEditorEvent =
  | { type: 'trackingIds.retry' }
  | { type: 'trackingIds.change'; retailer: Retailer; value: string }
  | { type: 'trackingIds.add'; retailer: Retailer }
  | { type: 'trackingIds.remove'; retailer: Retailer; trackingId: string };

type Change = { retailer: Retailer; trackingId: string };

const ADD = { amazon: addTrackingId, target: addTargetTrackingId, walmart: addWalmartTrackingId } as const;
const REMOVE = { amazon: removeTrackingId, target: removeTargetTrackingId, walmart: removeWalmartTrackingId } as const;
const NONE: Record<Retailer, null> = { amazon: null, target: null, walmart: null };

/** Why the typed id cannot be added to its list, or null when it can. */
export function additionProblem(lists: TrackingIdLists, retailer: Retailer, typed: string): string | null {
  const trackingId = typed.trim();
  const shape = trackingIdProblem(retailer, trackingId);
  if (shape) return shape;
  if (lists[retailer].some((item) => sameTrackingId(item.trackingId, trackingId)))
    return TRACKING_ID_MESSAGES.duplicate;
  if (lists[retailer].length >= TRACKING_IDS_PER_RETAILER) return TRACKING_ID_MESSAGES.full(retailer);
  return null;
}

export const trackingIdsEditorMachine = setup({
  types: {
    context: {} as TrackingIdsEditorContext,
    events: {} as TrackingIdsEditorEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getTrackingIdsV2: fromPromise<TrackingIdLists>(async ({ signal }) => {
      const lists = await getTrackingIdsV2({}, { signal });
      return {
        amazon: lists.amazonTrackingIdList,
        target: lists.targetTrackingIdList,
        walmart: lists.walmartTrackingIdList,
      };
    }),
    // The section says what went wrong next to the list: no toast on top of it.
    addTrackingId: fromPromise<TrackingIdItem[], Change>(({ input, signal }) =>
      ADD[input.retailer]({ trackingId: input.trackingId }, { signal, ignoreErrors: true }),
    ),
    removeTrackingId: fromPromise<TrackingIdItem[], Change>(({ input, signal }) =>
      REMOVE[input.retailer]({ trackingId: input.trackingId }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    canAdd: ({ context, event }) => {
      assertEvent(event, 'trackingIds.add');
      return additionProblem(context.lists, event.retailer, context.drafts[event.retailer]) === null;
    },
    isListed: ({ context, event }) => {
      assertEvent(event, 'trackingIds.remove');
      return context.lists[event.retailer].some((item) => item.trackingId === event.trackingId);
    },
  },
  actions: {
    assignLists: assign((_, output: TrackingIdLists) => ({ lists: output })),
    assignDraft: assign(({ context, event }) => {
      assertEvent(event, 'trackingIds.change');
      return {
        drafts: { ...context.drafts, [event.retailer]: event.value },
        problems: { ...context.problems, [event.retailer]: null },
      };
    }),
    assignRefusal: assign(({ context, event }) => {
      assertEvent(event, 'trackingIds.add');
      return {
        problems: {
          ...context.problems,
          [event.retailer]: additionProblem(context.lists, event.retailer, context.drafts[event.retailer]),
        },
      };
    }),
    assignAdding: assign(({ context, event }) => {
      assertEvent(event, 'trackingIds.add');
      return {
        pending: { retailer: event.retailer, trackingId: context.drafts[event.retailer].trim() },
        problems: NONE,
      };
    }),
    assignRemoving: assign(({ event }) => {
      assertEvent(event, 'trackingIds.remove');
      return { pending: { retailer: event.retailer, trackingId: event.trackingId }, problems: NONE };
    }),
    assignChangedList: assign(({ context }, params: { list: TrackingIdItem[]; clearDraft: boolean }) => {
      const retailer = context.pending?.retailer ?? 'amazon';
      return {
        lists: { ...context.lists, [retailer]: params.list },
        drafts: params.clearDraft ? { ...context.drafts, [retailer]: '' } : context.drafts,
        pending: null,
      };
    }),
    assignCallFailure: assign(({ context }, { error }: { error: unknown }) => {
      const retailer = context.pending?.retailer ?? 'amazon';
      return { problems: { ...context.problems, [retailer]: failureText(error) }, pending: null };
    }),
  },
}).createMachine({
  id: 'trackingIdsEditor',
  description:
    "The shop's Amazon, Target and Walmart tracking IDs: add one (checked by the retailer's rules) or remove one.",
  context: {
    lists: { amazon: [], target: [], walmart: [] },
    drafts: { amazon: '', target: '', walmart: '' },
    problems: NONE,
    pending: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'getTrackingIdsV2 reads the three lists.',
      tags: ['busy'],
      invoke: {
        id: 'getTrackingIdsV2',
        src: 'getTrackingIdsV2',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLists', params: doneOutput },
          description: 'The lists show, oldest first.',
        },
        onError: { target: 'failed', description: 'Not read: the API layer said why; the creator can try again.' },
      },
    },
    failed: {
      description: 'The lists could not be read.',
      tags: ['error'],
      on: { 'trackingIds.retry': { target: 'loading', description: 'Read the lists again.' } },
    },
    ready: {
      description: 'The lists, a field to add an id to each, Remove beside each id.',
      on: {
        'trackingIds.change': {
          actions: 'assignDraft',
          description: "Typing in a retailer's field clears its sentence.",
        },
        'trackingIds.add': [
          {
            guard: 'canAdd',
            target: 'adding',
            actions: 'assignAdding',
            description: 'The typed id passes the rules: add it.',
          },
          {
            actions: 'assignRefusal',
            description:
              'The typed id breaks a rule (its shape, SKIP, a duplicate, a full list): the sentence shows, nothing is sent.',
          },
        ],
        'trackingIds.remove': {
          guard: 'isListed',
          target: 'removing',
          actions: 'assignRemoving',
          description: 'Remove an id of the list.',
        },
      },
    },
    adding: {
      description: "addTrackingId, addTargetTrackingId or addWalmartTrackingId; the answer is the retailer's list.",
      tags: ['busy'],
      invoke: {
        id: 'addTrackingId',
        src: 'addTrackingId',
        input: ({ context }) => context.pending ?? { retailer: 'amazon', trackingId: '' },
        onDone: {
          target: 'ready',
          actions: { type: 'assignChangedList', params: ({ event }) => ({ list: event.output, clearDraft: true }) },
          description: 'Added: the list shows it, the field empties.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: "Refused: the server's sentence shows under the list, the typed id stays.",
        },
      },
    },
    removing: {
      description:
        "removeTrackingId, removeTargetTrackingId or removeWalmartTrackingId; the answer is the retailer's list.",
      tags: ['busy'],
      invoke: {
        id: 'removeTrackingId',
        src: 'removeTrackingId',
        input: ({ context }) => context.pending ?? { retailer: 'amazon', trackingId: '' },
        onDone: {
          target: 'ready',
          actions: { type: 'assignChangedList', params: ({ event }) => ({ list: event.output, clearDraft: false }) },
          description: 'Removed from the list.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: "Refused: the server's sentence shows under the list.",
        },
      },
    },
  },
});

export type TrackingIdsEditorSnapshot = SnapshotFrom<typeof trackingIdsEditorMachine>;

export const card = {
  machine: trackingIdsEditorMachine,
  title: 'Account info: tracking IDs',
  spec: '§3 tracking-id lists; §7 v2/getTrackingIdsV2, add/remove(Target|Walmart)TrackingId; issue 24',
  screen: 'accountInfo',
} satisfies MachineCard<typeof trackingIdsEditorMachine>;
