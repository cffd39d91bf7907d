/**
 * What the earn rule (src/domain/earn-rule.ts) knows of the creator, for the forms where retailer addresses enter
 * Linkmint (bio buttons, gallery tiles, landing blocks, collage products, Auto DM card buttons): their tracking ids,
 * the Amazon id preselected in Account info and their Impact ids. A form asks `earnWarningOf` about each address as
 * it is typed; where one cannot carry the creator's tag, the form says so at once and offers, right there, to add the
 * missing tracking id (addTrackingId and its Target and Walmart twins) or the Impact ids (saveImpactSettings), or to
 * keep the link untagged (the form's own choice, sent with its save). Nothing here refuses anything.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  addTargetTrackingId,
  addTrackingId,
  addWalmartTrackingId,
  getImpactSettings,
  getMarketplaceTrackingIds,
  getTrackingIdsV2,
  saveImpactSettings,
} from '../api/tracking';
import { earnRule, EMPTY_EARN_SETTINGS, type EarnDecision, type EarnSettings } from '../domain/earn-rule';
import {
  IMPACT_RETAILERS,
  impactSettingsProblem,
  trimImpactSettings,
  type ImpactIdField,
  type ImpactRetailer,
} from '../domain/impact-settings';
import type { ImpactSettings, Retailer } from '../domain/retailer-links';
import { trackingIdProblem } from '../domain/tracking-id-rules';
import { readAmazonPreselection } from './tracking-id-preselection';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type EarnWarning = Extract<EarnDecision, { outcome: 'untaggable' }>;
export type ImpactDraft = Record<ImpactIdField, string>;

export interface EarnSettingsContext {
  settings: EarnSettings;
  /** The tracking id being typed in to add, per retailer. */
  trackingIdDraft: Record<Retailer, string>;
  /** The Impact ids being typed in, per retailer. */
  impactDraft: Record<ImpactRetailer, ImpactDraft>;
  /** The retailer whose tracking id or Impact ids are being saved. */
  pending: Retailer | null;
  /** Why the last inline add was not made, and for which retailer. */
  problem: { retailer: Retailer; message: string } | null;
  failure: string | null;
}

export type EarnSettingsEvent =
  | { type: 'earn.trackingId.change'; retailer: Retailer; value: string }
  | { type: 'earn.trackingId.add'; retailer: Retailer }
  | { type: 'earn.impact.change'; retailer: ImpactRetailer; field: ImpactIdField; value: string }
  | { type: 'earn.impact.save'; retailer: ImpactRetailer }
  | { type: 'earn.retry' };

export type EarnSettingsEmitted = { type: 'toast.show'; text: string };

export const EARN_TEXTS = {
  loadFailed: 'Your tracking IDs could not be loaded, so links cannot be checked here yet. Try again.',
  addFailed: 'The tracking ID could not be added. Try again.',
  saveFailed: 'The Impact IDs could not be saved. Try again.',
  trackingIdAdded: (id: string) => `Tracking ID ${id} added: this link now earns.`,
  impactSaved: 'Impact IDs saved.',
} as const;

const ADD_CALL = { amazon: addTrackingId, target: addTargetTrackingId, walmart: addWalmartTrackingId } as const;
const EMPTY_IDS: ImpactDraft = { publisherId: '', adId: '', campaignId: '' };

/** The creator's earn settings, read in one go. */
export async function loadEarnSettings(signal?: AbortSignal): Promise<EarnSettings> {
  const [lists, preselection, impact, stores] = await Promise.all([
    getTrackingIdsV2({}, { signal, ignoreErrors: true }),
    // Without Account info the oldest Amazon id is the default, as on the server when none is preselected.
    readAmazonPreselection(signal ?? new AbortController().signal).catch(() => null),
    getImpactSettings(undefined, { signal, ignoreErrors: true }),
    getMarketplaceTrackingIds(undefined, { signal, ignoreErrors: true }),
  ]);
  const names = (items: ReadonlyArray<{ trackingId: string }>) => items.map((item) => item.trackingId);
  const ids = (retailer: ImpactRetailer): ImpactSettings | undefined => {
    const saved = impact[retailer];
    return saved ? { publisherId: saved.publisherId, adId: saved.adId, campaignId: saved.campaignId } : undefined;
  };
  return {
    trackingIds: {
      amazon: names(lists.amazonTrackingIdList),
      target: names(lists.targetTrackingIdList),
      walmart: names(lists.walmartTrackingIdList),
    },
    preselectedAmazon: preselection?.chosen ?? null,
    amazonStores: Object.fromEntries(stores.map((row) => [row.store, row.trackingId])),
    impact: Object.fromEntries(
      IMPACT_RETAILERS.flatMap((retailer) => (ids(retailer) ? [[retailer, ids(retailer)]] : [])),
    ),
  };
}

/**
 * What the form says about an address: the rule's answer when it cannot be tagged (what is missing, and that it may be
 * kept untagged), else null. Null too while the settings are not loaded: nothing is said before it is known.
 */
export function earnWarningOf(
  snapshot: Pick<EarnSettingsSnapshot, 'context' | 'matches'>,
  address: string,
): EarnWarning | null {
  if (snapshot.matches('loading') || snapshot.matches('failed') || address.trim() === '') return null;
  const decision = earnRule(address.trim(), snapshot.context.settings);
  return decision.outcome === 'untaggable' ? decision : null;
}

export const earnSettingsMachine = setup({
  types: {
    context: {} as EarnSettingsContext,
    events: {} as EarnSettingsEvent,
    emitted: {} as EarnSettingsEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadEarnSettings: fromPromise<EarnSettings>(({ signal }) => loadEarnSettings(signal)),
    addTrackingId: fromPromise<string[], { retailer: Retailer; trackingId: string }>(async ({ input }) =>
      (await ADD_CALL[input.retailer]({ trackingId: input.trackingId }, { ignoreErrors: true })).map(
        (item) => item.trackingId,
      ),
    ),
    saveImpactSettings: fromPromise<
      Awaited<ReturnType<typeof getImpactSettings>>,
      ImpactSettings & { retailer: ImpactRetailer }
    >(({ input }) => saveImpactSettings(input, { ignoreErrors: true })),
  },
  guards: {
    isTrackingIdValid: ({ context, event }) => {
      assertEvent(event, 'earn.trackingId.add');
      return trackingIdProblem(event.retailer, context.trackingIdDraft[event.retailer].trim()) === undefined;
    },
    isImpactValid: ({ context, event }) => {
      assertEvent(event, 'earn.impact.save');
      return impactSettingsProblem(context.impactDraft[event.retailer]) === undefined;
    },
  },
  actions: {
    assignLoaded: assign((_, output: EarnSettings) => ({ settings: output, failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, EARN_TEXTS.loadFailed),
    })),
    assignTrackingIdDraft: assign(({ context, event }) => {
      assertEvent(event, 'earn.trackingId.change');
      return { trackingIdDraft: { ...context.trackingIdDraft, [event.retailer]: event.value }, problem: null };
    }),
    assignTrackingIdProblem: assign(({ context, event }) => {
      assertEvent(event, 'earn.trackingId.add');
      return {
        problem: {
          retailer: event.retailer,
          message: trackingIdProblem(event.retailer, context.trackingIdDraft[event.retailer].trim()) ?? '',
        },
      };
    }),
    assignImpactDraft: assign(({ context, event }) => {
      assertEvent(event, 'earn.impact.change');
      return {
        impactDraft: {
          ...context.impactDraft,
          [event.retailer]: { ...context.impactDraft[event.retailer], [event.field]: event.value },
        },
        problem: null,
      };
    }),
    assignImpactProblem: assign(({ context, event }) => {
      assertEvent(event, 'earn.impact.save');
      return {
        problem: {
          retailer: event.retailer,
          message: impactSettingsProblem(context.impactDraft[event.retailer])?.message ?? '',
        },
      };
    }),
    assignPending: assign(({ event }) => {
      assertEvent(event, ['earn.trackingId.add', 'earn.impact.save']);
      return { pending: event.retailer, problem: null };
    }),
    assignAdded: assign(({ context }, output: string[]) => {
      const retailer = context.pending ?? 'amazon';
      return {
        settings: { ...context.settings, trackingIds: { ...context.settings.trackingIds, [retailer]: output } },
        trackingIdDraft: { ...context.trackingIdDraft, [retailer]: '' },
        pending: null,
      };
    }),
    assignImpactSaved: assign(({ context }, output: Partial<Record<ImpactRetailer, ImpactSettings>>) => {
      const retailer = context.pending === 'target' || context.pending === 'walmart' ? context.pending : undefined;
      const stored = retailer ? output[retailer] : undefined;
      if (!retailer || !stored) return { pending: null };
      const impact = {
        ...context.settings.impact,
        [retailer]: { publisherId: stored.publisherId, adId: stored.adId, campaignId: stored.campaignId },
      };
      return {
        settings: { ...context.settings, impact },
        impactDraft: { ...context.impactDraft, [retailer]: { ...EMPTY_IDS } },
        pending: null,
      };
    }),
    assignCallProblem: assign(({ context }, params: { error: unknown; fallback: string }) => ({
      problem: { retailer: context.pending ?? 'amazon', message: failureText(params.error, params.fallback) },
      pending: null,
    })),
    notifyAdded: emit(({ context }) => ({
      type: 'toast.show' as const,
      text: EARN_TEXTS.trackingIdAdded(context.trackingIdDraft[context.pending ?? 'amazon'].trim()),
    })),
    notifyImpactSaved: emit({ type: 'toast.show', text: EARN_TEXTS.impactSaved }),
  },
}).createMachine({
  id: 'earnSettings',
  description:
    'The earn rule in a form: the creator’s tracking and Impact ids, so every retailer address typed is checked at once, with the missing ids added right there.',
  context: {
    settings: EMPTY_EARN_SETTINGS,
    trackingIdDraft: { amazon: '', target: '', walmart: '' },
    impactDraft: { target: { ...EMPTY_IDS }, walmart: { ...EMPTY_IDS } },
    pending: null,
    problem: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'getTrackingIdsV2, getInfoV2 (the preselected Amazon id), getImpactSettings and getMarketplaceTrackingIds.',
      tags: ['busy'],
      invoke: {
        id: 'loadEarnSettings',
        src: 'loadEarnSettings',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: doneOutput },
          description: 'Known: addresses are checked as they are typed.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not loaded: the form says so (the server still checks on save).',
        },
      },
    },
    failed: {
      description: 'The settings could not be read; a retry shows.',
      tags: ['error'],
      on: { 'earn.retry': { target: 'loading', description: 'Read them again.' } },
    },
    ready: {
      description:
        'Each retailer address of the form is checked against the settings; a warning offers to add what is missing.',
      on: {
        'earn.trackingId.change': {
          actions: 'assignTrackingIdDraft',
          description: 'A tracking id typed into the warning.',
        },
        'earn.trackingId.add': [
          {
            guard: 'isTrackingIdValid',
            target: 'addingTrackingId',
            actions: 'assignPending',
            description: 'Add it to the creator’s ids of that retailer.',
          },
          {
            actions: 'assignTrackingIdProblem',
            description: 'Not a tracking id of that retailer: say why under the field.',
          },
        ],
        'earn.impact.change': { actions: 'assignImpactDraft', description: 'An Impact id typed into the warning.' },
        'earn.impact.save': [
          {
            guard: 'isImpactValid',
            target: 'savingImpact',
            actions: 'assignPending',
            description: 'Save the Impact ids of that retailer.',
          },
          { actions: 'assignImpactProblem', description: 'An id that is not Impact’s shape: say which.' },
        ],
      },
    },
    addingTrackingId: {
      description: 'addTrackingId, addTargetTrackingId or addWalmartTrackingId.',
      tags: ['busy'],
      invoke: {
        id: 'addTrackingId',
        src: 'addTrackingId',
        input: ({ context }) => {
          const retailer = context.pending ?? 'amazon';
          return { retailer, trackingId: context.trackingIdDraft[retailer].trim() };
        },
        onDone: {
          target: 'ready',
          actions: ['notifyAdded', { type: 'assignAdded', params: doneOutput }],
          description: 'Added: the warnings it answers go away.',
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'assignCallProblem',
            params: ({ event }) => ({ error: event.error, fallback: EARN_TEXTS.addFailed }),
          },
          description: "Refused (already saved, too many): the server's sentence under the field.",
        },
      },
    },
    savingImpact: {
      description: 'saveImpactSettings of that retailer.',
      tags: ['busy'],
      invoke: {
        id: 'saveImpactSettings',
        src: 'saveImpactSettings',
        input: ({ context }) => {
          const retailer: ImpactRetailer = context.pending === 'target' ? 'target' : 'walmart';
          return { retailer, ...trimImpactSettings(context.impactDraft[retailer]) };
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignImpactSaved', params: doneOutput }, 'notifyImpactSaved'],
          description: 'Saved: Target or Walmart addresses of that retailer now earn.',
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'assignCallProblem',
            params: ({ event }) => ({ error: event.error, fallback: EARN_TEXTS.saveFailed }),
          },
          description: "Refused: the server's sentence under the fields.",
        },
      },
    },
  },
});

export type EarnSettingsSnapshot = SnapshotFrom<typeof earnSettingsMachine>;

export const card = {
  machine: earnSettingsMachine,
  title: 'Earn rule in the forms',
  spec: 'Designed: issue 24, every retailer link earns (src/domain/earn-rule.ts); tracking tag getTrackingIdsV2, addTrackingId, getImpactSettings, saveImpactSettings',
  screen: 'bioLinkEdit',
} satisfies MachineCard<typeof earnSettingsMachine>;
