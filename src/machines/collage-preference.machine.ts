/**
 * setting/aiCollagePreference: how new AI collages look unless the builder changes them (get_gallery_setting,
 * add_gallery_setting): style, background (any CSS colour form, saved as six-digit hex by spec §5's rule),
 * spacing, prices and retailer names on the tiles, and the most products in one collage.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addGallerySetting, getGallerySetting } from '../api/account';
import { MAX_COLLAGE_ITEMS, MAX_COLLAGE_SPACING, MIN_COLLAGE_ITEMS, type CollageStyle } from '../domain/collage-layout';
import { COLLAGE_TEXTS } from '../domain/collage-pages';
import { normaliseColour } from '../domain/colour';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import type { CollagePreference } from './collage-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface CollagePreferenceContext {
  /** The preference as the form holds it: the background as typed, and backgroundColor as it will be saved. */
  form: CollagePreference & { background: string };
  failure: string | null;
}

export type CollagePreferenceEvent =
  | { type: 'preference.retry' }
  | { type: 'preference.style.choose'; style: CollageStyle }
  | { type: 'preference.background.change'; value: string }
  | { type: 'preference.spacing.change'; value: number }
  | { type: 'preference.prices.toggle'; value: boolean }
  | { type: 'preference.logos.toggle'; value: boolean }
  | { type: 'preference.maxItems.change'; value: number }
  | { type: 'preference.save' };

export type CollagePreferenceEmitted = { type: 'toast.show'; text: string; durationMs: number };

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));
const formOf = (preference: CollagePreference): CollagePreferenceContext['form'] => ({
  ...preference,
  background: preference.backgroundColor,
});

/** The preference as saved: the normalised background, numbers kept inside the contract’s ranges. */
export function preferenceOf({ background: _typed, ...rest }: CollagePreferenceContext['form']): CollagePreference {
  return {
    ...rest,
    spacing: clamp(rest.spacing, 0, MAX_COLLAGE_SPACING),
    maxItems: clamp(rest.maxItems, MIN_COLLAGE_ITEMS, MAX_COLLAGE_ITEMS),
  };
}

const change = (context: CollagePreferenceContext, fields: Partial<CollagePreferenceContext['form']>) => ({
  form: { ...context.form, ...fields },
  failure: null,
});

export const collagePreferenceMachine = setup({
  types: {
    context: {} as CollagePreferenceContext,
    events: {} as CollagePreferenceEvent,
    emitted: {} as CollagePreferenceEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getGallerySetting: fromPromise<CollagePreference>(({ signal }) =>
      getGallerySetting({}, { signal, ignoreErrors: true }),
    ),
    addGallerySetting: fromPromise<CollagePreference, CollagePreference>(({ input }) =>
      addGallerySetting(input, { ignoreErrors: true }),
    ),
  },
  actions: {
    assignPreference: assign((_, output: CollagePreference) => ({ form: formOf(output), failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.preferenceLoadFailed),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COLLAGE_TEXTS.preferenceSaveFailed),
    })),
    assignStyle: assign(({ context, event }) => {
      assertEvent(event, 'preference.style.choose');
      return change(context, { style: event.style });
    }),
    assignBackground: assign(({ context, event }) => {
      assertEvent(event, 'preference.background.change');
      return change(context, { background: event.value, backgroundColor: normaliseColour(event.value) });
    }),
    assignSpacing: assign(({ context, event }) => {
      assertEvent(event, 'preference.spacing.change');
      return change(context, { spacing: event.value });
    }),
    assignPrices: assign(({ context, event }) => {
      assertEvent(event, 'preference.prices.toggle');
      return change(context, { showPrices: event.value });
    }),
    assignLogos: assign(({ context, event }) => {
      assertEvent(event, 'preference.logos.toggle');
      return change(context, { showRetailerLogos: event.value });
    }),
    assignMaxItems: assign(({ context, event }) => {
      assertEvent(event, 'preference.maxItems.change');
      return change(context, { maxItems: event.value });
    }),
    notifySaved: emit({ type: 'toast.show', text: COLLAGE_TEXTS.preferenceSaved, durationMs: NOTICE_TOAST_MS }),
  },
}).createMachine({
  id: 'collagePreference',
  description: 'AI collage preference: the look new collages start from, read and saved whole.',
  context: {
    form: {
      style: 'grid',
      background: '#FFFFFF',
      backgroundColor: '#FFFFFF',
      spacing: 12,
      showPrices: true,
      showRetailerLogos: true,
      maxItems: MAX_COLLAGE_ITEMS,
    },
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'get_gallery_setting (the defaults for a shop that never saved one).',
      tags: ['busy'],
      invoke: {
        id: 'getGallerySetting',
        src: 'getGallerySetting',
        onDone: {
          target: 'editing',
          actions: { type: 'assignPreference', params: doneOutput },
          description: 'The form shows the preference.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not reachable: the reason and a retry.',
        },
      },
    },
    failed: {
      description: 'The preference could not be loaded.',
      tags: ['error'],
      on: { 'preference.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'Style, background (with the hex it is saved as), spacing, labels and the most products.',
      on: {
        'preference.style.choose': { actions: 'assignStyle', description: 'Another style.' },
        'preference.background.change': { actions: 'assignBackground', description: 'The background typed.' },
        'preference.spacing.change': { actions: 'assignSpacing', description: 'The spacing slider.' },
        'preference.prices.toggle': { actions: 'assignPrices', description: 'Prices on the tiles, or not.' },
        'preference.logos.toggle': { actions: 'assignLogos', description: 'Retailer names on the tiles, or not.' },
        'preference.maxItems.change': { actions: 'assignMaxItems', description: 'The most products in one collage.' },
        'preference.save': { target: 'saving', description: 'Save the whole preference.' },
      },
    },
    saving: {
      description: 'add_gallery_setting with the background as six-digit hex.',
      tags: ['busy'],
      invoke: {
        id: 'addGallerySetting',
        src: 'addGallerySetting',
        input: ({ context }) => preferenceOf(context.form),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignPreference', params: doneOutput }, 'notifySaved'],
          description: 'Saved: the form shows it as stored.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused or failed: the server’s sentence; the form stays.',
        },
      },
    },
  },
});

export type CollagePreferenceSnapshot = SnapshotFrom<typeof collagePreferenceMachine>;

export const card = {
  machine: collagePreferenceMachine,
  title: 'AI collage preference',
  spec: '§2 setting/aiCollagePreference, §5 colour, §7 get_gallery_setting, add_gallery_setting; issue 17',
  screen: 'collagePreference',
} satisfies MachineCard<typeof collagePreferenceMachine>;
