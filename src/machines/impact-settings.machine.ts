import { assign, emit, fromPromise, setup } from 'xstate';
import { clearImpactSettings, getImpactSettings, saveImpactSettings } from '../api/tracking';
import {
  IMPACT_ID_FIELDS,
  impactIdProblem,
  impactRetailerName,
  readImpactLink,
  type ImpactIdField,
  type ImpactRetailer,
} from '../domain/impact-settings';
import type { FormRules } from '../domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../domain/spec-constants';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import type { MachineCard } from './machine-catalog';

export type ImpactSettingsByRetailer = Awaited<ReturnType<typeof getImpactSettings>>;
export type ImpactSaveBody = NonNullable<Parameters<typeof saveImpactSettings>[0]>;
export type ImpactValues = Record<ImpactIdField, string>;

export interface ImpactSettingsContext extends FormContext<ImpactValues> {
  /** The retailer whose ids the form shows. */
  retailer: ImpactRetailer;
  /** What the server holds: a retailer is there once its ids are saved. */
  saved: ImpactSettingsByRetailer;
  /** An Impact tracking link being pasted, kept while it cannot be read, with the reason. */
  link: string;
  linkProblem: string | null;
}

export type ImpactSettingsEvent =
  | FieldEvent
  | { type: 'retailer.select'; retailer: ImpactRetailer }
  | { type: 'link.change'; text: string }
  | { type: 'impact.save' }
  | { type: 'impact.clear' }
  | { type: 'impact.retry' };

export type ImpactSettingsEmitted = { type: 'toast.show'; text: string };

export const IMPACT_CLEARED_TEXT = (retailer: ImpactRetailer) =>
  `${impactRetailerName(retailer)} Impact settings removed.`;

const EMPTY: ImpactValues = { publisherId: '', adId: '', campaignId: '' };
const NO_LINK = { link: '', linkProblem: null };

/** The form's values for a retailer: its saved ids, or empty fields. */
function valuesOf(saved: ImpactSettingsByRetailer, retailer: ImpactRetailer): ImpactValues {
  const stored = saved[retailer];
  return stored ? { publisherId: stored.publisherId, adId: stored.adId, campaignId: stored.campaignId } : { ...EMPTY };
}

const RULES: FormRules<ImpactValues> = Object.fromEntries(
  IMPACT_ID_FIELDS.map((field) => [field, (value: string) => impactIdProblem(field, value) ?? null]),
);

const form = formImplementations<ImpactSettingsContext, ImpactSettingsEvent>()({ main: RULES });

/**
 * Impact settings (/pages/setting/impact): the Impact publisher, ad and campaign ids the server builds Target and
 * Walmart links with, one retailer at a time. Loaded with getImpactSettings; a tracking link made in Impact can be
 * pasted to fill the three ids; Save replaces the chosen retailer's ids, Remove clears them; both answer the
 * settings of both retailers, which the page then shows.
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
    saveImpactSettings: fromPromise<ImpactSettingsByRetailer, ImpactSaveBody>(({ input, signal }) =>
      saveImpactSettings(input, { signal }),
    ),
    clearImpactSettings: fromPromise<ImpactSettingsByRetailer, { retailer: ImpactRetailer }>(({ input, signal }) =>
      clearImpactSettings(input, { signal }),
    ),
  },
  actions: {
    ...form.actions,
    assignSaved: assign(({ context }, params: { saved: ImpactSettingsByRetailer }) => ({
      saved: params.saved,
      values: valuesOf(params.saved, context.retailer),
      errors: {},
      failure: null,
      ...NO_LINK,
    })),
    assignRetailer: assign(({ context, event }) => {
      const retailer = event.type === 'retailer.select' ? event.retailer : context.retailer;
      return { retailer, values: valuesOf(context.saved, retailer), errors: {}, failure: null, ...NO_LINK };
    }),
    /** A readable link fills the three fields and leaves the paste box empty. */
    assignLinkIds: assign(({ context, event }) => {
      const read = event.type === 'link.change' ? readImpactLink(event.text, context.retailer) : undefined;
      return read?.ok ? { values: { ...read.ids }, errors: {}, failure: null, ...NO_LINK } : {};
    }),
    /** Anything else stays in the box with what is wrong with it (nothing for an empty box). */
    assignLinkProblem: assign(({ context, event }) => {
      const text = event.type === 'link.change' ? event.text : '';
      const read = readImpactLink(text, context.retailer);
      return { link: text, linkProblem: text.trim() === '' || read.ok ? null : read.reason };
    }),
    notifySaved: emit({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }),
    notifyCleared: emit(({ context }) => ({
      type: 'toast.show' as const,
      text: IMPACT_CLEARED_TEXT(context.retailer),
    })),
  },
  guards: {
    ...form.guards,
    isOtherRetailer: ({ context, event }) => event.type === 'retailer.select' && event.retailer !== context.retailer,
    isSaved: ({ context }) => context.saved[context.retailer] !== undefined,
    isReadableLink: ({ context, event }) =>
      event.type === 'link.change' && readImpactLink(event.text, context.retailer).ok,
  },
}).createMachine({
  id: 'impactSettings',
  description: 'Impact settings: the Target and Walmart Impact ids, loaded, saved and removed one retailer at a time.',
  context: { ...initialForm(EMPTY), retailer: 'walmart', saved: {}, ...NO_LINK },
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
        'link.change': [
          {
            guard: 'isReadableLink',
            target: '#impactSettings.editing.ready',
            actions: 'assignLinkIds',
            description: 'An Impact tracking link pasted: its three numbers fill the fields.',
          },
          {
            actions: 'assignLinkProblem',
            description: 'Not (yet) a link of this retailer: it stays in the box, with the reason.',
          },
        ],
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

export const card = {
  machine: impactSettingsMachine,
  title: 'Impact settings (Target & Walmart)',
  spec: 'Designed: Impact ids of Target and Walmart links; tracking tag getImpactSettings, saveImpactSettings, clearImpactSettings',
  screen: 'impactSettings',
} satisfies MachineCard<typeof impactSettingsMachine>;
