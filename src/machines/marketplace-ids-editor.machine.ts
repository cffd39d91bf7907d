/**
 * Account info's Amazon stores: the creator's tracking id on each Amazon store where they have an Associates
 * account (one id a store), so a visitor from that store's countries can earn them there. The form picks a store
 * and takes its id, checked before it is sent by the rule the server applies (amazon-marketplaces.ts: the code
 * that store's ids end with); saving replaces the store's id, Remove takes it away. Every call answers the ids of
 * every store as stored. The shop's switch "send visitors to their own Amazon store" (automatic, on or off) shows
 * beside them with whether it localises now, read again after every change of an id (automatic depends on them).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  getAmazonLocalisation,
  getMarketplaceTrackingIds,
  removeMarketplaceTrackingId,
  saveAmazonLocalisation,
  saveMarketplaceTrackingId,
} from '../api/tracking';
import type { LocalisationSwitch } from '../domain/amazon-localisation';
import { marketplaceTrackingIdProblem, type AmazonStore } from '../domain/amazon-marketplaces';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type MarketplaceIds = Awaited<ReturnType<typeof getMarketplaceTrackingIds>>;
export type AmazonLocalisation = Awaited<ReturnType<typeof getAmazonLocalisation>>;

export interface MarketplaceIdsEditorContext {
  ids: MarketplaceIds;
  /** The store the form is for. */
  store: AmazonStore;
  /** What is typed in the form's field. */
  draft: string;
  /** The sentence under the form (a refused id, a failed call); null when none. */
  problem: string | null;
  /** The change on its way: the store, and the id saved (none for a removal). */
  pending: { store: AmazonStore; trackingId?: string } | null;
  /** The shop's switch and whether it localises now; null until read. */
  localisation: AmazonLocalisation | null;
}

export type MarketplaceIdsEditorEvent =
  | { type: 'marketplaceIds.retry' }
  | { type: 'marketplaceIds.choose'; store: AmazonStore }
  | { type: 'marketplaceIds.change'; value: string }
  | { type: 'marketplaceIds.save' }
  | { type: 'marketplaceIds.remove'; store: AmazonStore }
  | { type: 'marketplaceIds.switch'; setting: LocalisationSwitch };

const idOf = (ids: MarketplaceIds, store: AmazonStore) => ids.find((row) => row.store === store)?.trackingId;

/** Why the typed id cannot be saved for the chosen store, or null when it can. */
export const saveProblem = (context: Pick<MarketplaceIdsEditorContext, 'store' | 'draft'>): string | null =>
  marketplaceTrackingIdProblem(context.store, context.draft.trim()) ?? null;

export const marketplaceIdsEditorMachine = setup({
  types: {
    context: {} as MarketplaceIdsEditorContext,
    events: {} as MarketplaceIdsEditorEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getMarketplaceTrackingIds: fromPromise<MarketplaceIds>(({ signal }) => getMarketplaceTrackingIds({}, { signal })),
    // The section says what went wrong under the form: no toast on top of it.
    saveMarketplaceTrackingId: fromPromise<MarketplaceIds, { store: AmazonStore; trackingId: string }>(
      ({ input, signal }) => saveMarketplaceTrackingId(input, { signal, ignoreErrors: true }),
    ),
    removeMarketplaceTrackingId: fromPromise<MarketplaceIds, { store: AmazonStore }>(({ input, signal }) =>
      removeMarketplaceTrackingId(input, { signal, ignoreErrors: true }),
    ),
    getAmazonLocalisation: fromPromise<AmazonLocalisation>(({ signal }) => getAmazonLocalisation({}, { signal })),
    saveAmazonLocalisation: fromPromise<AmazonLocalisation, { setting: LocalisationSwitch }>(({ input, signal }) =>
      saveAmazonLocalisation(input, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    canSave: ({ context }) => saveProblem(context) === null,
    isOtherSetting: ({ context, event }) => {
      assertEvent(event, 'marketplaceIds.switch');
      return context.localisation?.setting !== event.setting;
    },
    hasId: ({ context, event }) => {
      assertEvent(event, 'marketplaceIds.remove');
      return idOf(context.ids, event.store) !== undefined;
    },
  },
  actions: {
    assignIds: assign((_, ids: MarketplaceIds) => ({ ids })),
    /** Choosing a store shows its id in the field, ready to change, or an empty field. */
    assignStore: assign(({ context, event }) => {
      assertEvent(event, 'marketplaceIds.choose');
      return { store: event.store, draft: idOf(context.ids, event.store) ?? '', problem: null };
    }),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'marketplaceIds.change');
      return { draft: event.value, problem: null };
    }),
    assignRefusal: assign(({ context }) => ({ problem: saveProblem(context) })),
    assignSaving: assign(({ context }) => ({
      pending: { store: context.store, trackingId: context.draft.trim() },
      problem: null,
    })),
    assignRemoving: assign(({ event }) => {
      assertEvent(event, 'marketplaceIds.remove');
      return { pending: { store: event.store }, problem: null };
    }),
    assignSaved: assign((_, ids: MarketplaceIds) => ({ ids, draft: '', pending: null })),
    assignRemoved: assign(({ context }, ids: MarketplaceIds) => ({
      ids,
      // The field showed the removed id for changing: it empties with it.
      draft: context.pending?.store === context.store ? '' : context.draft,
      pending: null,
    })),
    assignLocalisation: assign((_, localisation: AmazonLocalisation) => ({ localisation })),
    assignCallFailure: assign((_, { error }: { error: unknown }) => ({ problem: failureText(error), pending: null })),
  },
}).createMachine({
  id: 'marketplaceIdsEditor',
  description:
    "The creator's Amazon tracking id per Amazon store: add or change one (checked by that store's code), or remove it.",
  context: { ids: [], store: 'amazon.com', draft: '', problem: null, pending: null, localisation: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'getMarketplaceTrackingIds reads the ids of every store.',
      tags: ['busy'],
      invoke: {
        id: 'getMarketplaceTrackingIds',
        src: 'getMarketplaceTrackingIds',
        onDone: {
          target: 'readingSwitch',
          actions: { type: 'assignIds', params: doneOutput },
          description: 'The stores with an id show, in the order of the store list.',
        },
        onError: { target: 'failed', description: 'Not read: the API layer said why; the creator can try again.' },
      },
    },
    readingSwitch: {
      description:
        'getAmazonLocalisation reads the switch and whether it localises now (automatic turns on with a second store).',
      tags: ['busy'],
      invoke: {
        id: 'getAmazonLocalisation',
        src: 'getAmazonLocalisation',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLocalisation', params: doneOutput },
          description: 'The switch shows as set, with whether visitors are sent to their own store now.',
        },
        onError: { target: 'failed', description: 'Not read: the API layer said why; the creator can try again.' },
      },
    },
    switching: {
      description: 'saveAmazonLocalisation sets the switch to automatic, on or off.',
      tags: ['busy'],
      invoke: {
        id: 'saveAmazonLocalisation',
        src: 'saveAmazonLocalisation',
        input: ({ event }) => {
          assertEvent(event, 'marketplaceIds.switch');
          return { setting: event.setting };
        },
        onDone: {
          target: 'ready',
          actions: { type: 'assignLocalisation', params: doneOutput },
          description: 'Set: the switch shows the new setting and whether it localises now.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: "Refused or failed: the server's sentence shows under the form, the switch stays as it was.",
        },
      },
    },
    failed: {
      description: 'The ids could not be read.',
      tags: ['error'],
      on: { 'marketplaceIds.retry': { target: 'loading', description: 'Read the ids again.' } },
    },
    ready: {
      description: 'The ids per store, each with Change and Remove, and a form to save the id of a chosen store.',
      on: {
        'marketplaceIds.choose': {
          actions: 'assignStore',
          description: "Choosing a store (or Change beside one) puts that store's id, if any, in the field.",
        },
        'marketplaceIds.change': { actions: 'assignDraft', description: 'Typing clears the sentence.' },
        'marketplaceIds.save': [
          {
            guard: 'canSave',
            target: 'saving',
            actions: 'assignSaving',
            description: "The typed id fits the chosen store's code: save it.",
          },
          {
            actions: 'assignRefusal',
            description: "The typed id does not fit the store: the sentence names the store's code, nothing is sent.",
          },
        ],
        'marketplaceIds.remove': {
          guard: 'hasId',
          target: 'removing',
          actions: 'assignRemoving',
          description: "Remove a store's id.",
        },
        'marketplaceIds.switch': {
          guard: 'isOtherSetting',
          target: 'switching',
          description: 'Choose automatic, on or off for sending visitors to their own Amazon store.',
        },
      },
    },
    saving: {
      description: "saveMarketplaceTrackingId sets or replaces the chosen store's id; the answer is every store's ids.",
      tags: ['busy'],
      invoke: {
        id: 'saveMarketplaceTrackingId',
        src: 'saveMarketplaceTrackingId',
        input: ({ context }) => ({ store: context.store, trackingId: context.pending?.trackingId ?? '' }),
        onDone: {
          target: 'readingSwitch',
          actions: { type: 'assignSaved', params: doneOutput },
          description: 'Saved: the store shows its id, the field empties; the switch is read again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: "Refused: the server's sentence shows under the form, the typed id stays.",
        },
      },
    },
    removing: {
      description: "removeMarketplaceTrackingId takes a store's id away; the answer is every store's ids.",
      tags: ['busy'],
      invoke: {
        id: 'removeMarketplaceTrackingId',
        src: 'removeMarketplaceTrackingId',
        input: ({ context }) => ({ store: context.pending?.store ?? context.store }),
        onDone: {
          target: 'readingSwitch',
          actions: { type: 'assignRemoved', params: doneOutput },
          description: 'Removed: the store no longer shows an id; the switch is read again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: "Refused or failed: the server's sentence shows under the form.",
        },
      },
    },
  },
});

export type MarketplaceIdsEditorSnapshot = SnapshotFrom<typeof marketplaceIdsEditorMachine>;

export const card = {
  machine: marketplaceIdsEditorMachine,
  title: 'Account info: Amazon tracking IDs per store',
  spec: 'Issue 28: tracking ids per Amazon marketplace and the localisation switch; tracking tag getMarketplaceTrackingIds, saveMarketplaceTrackingId, removeMarketplaceTrackingId, getAmazonLocalisation, saveAmazonLocalisation',
  screen: 'accountInfo',
} satisfies MachineCard<typeof marketplaceIdsEditorMachine>;
