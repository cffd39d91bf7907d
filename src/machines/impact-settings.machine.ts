import { assign, emit, fromPromise, setup } from 'xstate';
import { clearImpactSettings, getImpactSettings, saveImpactSettings } from '../api/tracking';
import { IMPACT_ID_FIELDS, impactIdProblem, impactRetailerName, type ImpactIdField, type ImpactRetailer } from '../domain/impact-settings';
import type { FormRules } from '../domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../domain/spec-constants';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';

export type ImpactSettingsByRetailer = Awaited<ReturnType<typeof getImpactSettings>>;
export type ImpactSaveBody = NonNullable<Parameters<typeof saveImpactSettings>[0]>;
export type ImpactValues = Record<ImpactIdField, string>;

export interface ImpactSettingsContext extends FormContext<ImpactValues> {
  /** The retailer whose ids the form shows. */
  retailer: ImpactRetailer;
  /** What the server holds: a retailer is there once its ids are saved. */
  saved: ImpactSettingsByRetailer;
}

export type ImpactSettingsEvent =
  | FieldEvent
  | { type: 'retailer.select'; retailer: ImpactRetailer }
  | { type: 'impact.save' }
  | { type: 'impact.clear' }
  | { type: 'impact.retry' };

export type ImpactSettingsEmitted = { type: 'toast.show'; text: string };

export const IMPACT_CLEARED_TEXT = (retailer: ImpactRetailer) => `${impactRetailerName(retailer)} Impact settings removed.`;

const EMPTY: ImpactValues = { publisherId: '', adId: '', campaignId: '' };

/** The form's values for a retailer: its saved ids, or empty fields. */
function valuesOf(saved: ImpactSettingsByRetailer, retailer: ImpactRetailer): ImpactValues {
  const stored = saved[retailer];
  return stored ? { publisherId: stored.publisherId, adId: stored.adId, campaignId: stored.campaignId } : { ...EMPTY };
}

const RULES: FormRules<ImpactValues> = Object.fromEntries(IMPACT_ID_FIELDS.map((field) => [field, (value: string) => impactIdProblem(field, value) ?? null]));

const form = formImplementations<ImpactSettingsContext, ImpactSettingsEvent>()({ main: RULES });

/**
 * Impact settings (/pages/setting/impact): the Impact publisher, ad and campaign ids the server builds Target and
 * Walmart links with, one retailer at a time. Loaded with getImpactSettings; Save replaces the chosen retailer's
 * ids, Remove clears them; both answer the settings of both retailers, which the page then shows.
 */
export const impactSettingsMachine = setup({
  types: {
    context: {} as ImpactSettingsContext,
    events: {} as ImpactSettingsEvent,
    emitted: {} as ImpactSettingsEmitted,
    tags: {} as 'busy' | 'loading' | 'error' | 'field-errors',
  },
  actors: {
    getImpactSettings: fromPromise<ImpactSettingsByRetailer>(({ signal }) => getImpactSettings(undefined, { signal })),
    saveImpactSettings: fromPromise<ImpactSettingsByRetailer, ImpactSaveBody>(({ input, signal }) => saveImpactSettings(input, { signal })),
    clearImpactSettings: fromPromise<ImpactSettingsByRetailer, { retailer: ImpactRetailer }>(({ input, signal }) => clearImpactSettings(input, { signal })),
  },
  actions: {
    ...form.actions,
    assignSaved: assign(({ context }, params: { saved: ImpactSettingsByRetailer }) => ({
      saved: params.saved,
      values: valuesOf(params.saved, context.retailer),
      errors: {},
      failure: null,
    })),
    assignRetailer: assign(({ context, event }) => {
      const retailer = event.type === 'retailer.select' ? event.retailer : context.retailer;
      return { retailer, values: valuesOf(context.saved, retailer), errors: {}, failure: null };
    }),
    notifySaved: emit({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }),
    notifyCleared: emit(({ context }) => ({ type: 'toast.show' as const, text: IMPACT_CLEARED_TEXT(context.retailer) })),
  },
  guards: {
    ...form.guards,
    isOtherRetailer: ({ context, event }) => event.type === 'retailer.select' && event.retailer !== context.retailer,
    isSaved: ({ context }) => context.saved[context.retailer] !== undefined,
  },
}).createMachine({
  id: 'impactSettings',
  description: 'Impact settings: the Target and Walmart Impact ids, loaded, saved and removed one retailer at a time.',
  context: { ...initialForm(EMPTY), retailer: 'walmart', saved: {} },
  initial: 'loading',
  states: {
    loading: {
      description: 'getImpactSettings loads what the shop has saved.',
      tags: ['loading', 'busy'],
      invoke: {
        id: 'getImpactSettings',
        src: 'getImpactSettings',
        onDone: {
          target: 'editing',
          actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) },
          description: "The form shows the chosen retailer's saved ids (empty fields when there are none).",
        },
        onError: { target: 'loadFailed', description: 'The settings could not be loaded; the API layer said why.' },
      },
    },
    loadFailed: {
      description: 'Nothing to edit yet; the creator can try again.',
      tags: ['error'],
      on: { 'impact.retry': { target: 'loading', description: 'Load the settings again.' } },
    },
    editing: editingState({
      submit: 'impact.save',
      target: '#impactSettings.saving',
      form: 'main',
      what: "the chosen retailer's Impact ids",
      on: {
        'retailer.select': {
          guard: 'isOtherRetailer',
          target: '#impactSettings.editing.ready',
          actions: 'assignRetailer',
          description: "Another retailer: the form shows that one's saved ids (unsaved typing is dropped).",
        },
        'impact.clear': {
          guard: 'isSaved',
          target: '#impactSettings.clearing',
          actions: 'clearFailure',
          description: 'Remove the saved ids of the chosen retailer (only when it has some).',
        },
      },
    }),
    saving: {
      description: "saveImpactSettings replaces the chosen retailer's ids.",
      tags: ['busy'],
      invoke: {
        id: 'saveImpactSettings',
        src: 'saveImpactSettings',
        input: ({ context }) => ({
          retailer: context.retailer,
          publisherId: context.values.publisherId.trim(),
          adId: context.values.adId.trim(),
          campaignId: context.values.campaignId.trim(),
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) }, 'notifySaved'],
          description: "Saved: 'save successful!', and the form shows the ids as stored.",
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Refused: the server's message shows above the buttons.",
        },
      },
    },
    clearing: {
      description: "clearImpactSettings removes the chosen retailer's ids.",
      tags: ['busy'],
      invoke: {
        id: 'clearImpactSettings',
        src: 'clearImpactSettings',
        input: ({ context }) => ({ retailer: context.retailer }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) }, 'notifyCleared'],
          description: 'Removed: the fields are empty again and a toast says so.',
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Refused or failed: the server's message shows above the buttons.",
        },
      },
    },
  },
});
