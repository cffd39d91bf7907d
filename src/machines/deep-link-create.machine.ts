import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortlinkV2, getShortlinkWithTrackingidV3 } from '../api/short-links';
import {
  chosenRetailer,
  DEEP_LINK_RULES,
  deepLinkRequest,
  EMPTY_DEEP_LINK,
  type DeepLinkRequest,
  type DeepLinkValues,
} from '../domain/deep-link-form';
import { linkRetailer } from '../domain/link-display';
import { preselectedTrackingId } from '../domain/link-retailers';
import type { Retailer } from '../domain/retailer-links';
import { editingState, formImplementations, initialForm, type FieldEvent, type FormContext } from './form-machine';
import { readAmazonPreselection } from './tracking-id-preselection';
import type { MachineCard } from './machine-catalog';

/** A deep link as the shortlinks calls answer it (the contract's ShortLink, kind deep). */
export type DeepLink = Awaited<ReturnType<typeof getShortlinkV2>>;

export interface DeepLinkCreateContext extends FormContext<DeepLinkValues> {
  /** The link the last send made (or found: the calls answer the shop's existing deep link to the same page). */
  created: { link: DeepLink; retailer: Retailer } | null;
  /** The Amazon id the form starts with (the shop's preselected one, else its oldest), once Account info answered. */
  preselected: string | null;
}

export type DeepLinkCreateEvent =
  | FieldEvent
  | { type: 'deepLink.retailer.choose'; retailer: Retailer }
  | { type: 'deepLink.submit' }
  | { type: 'deepLink.result.dismiss' };

/** Told to the page when a deep link was made, so the lists below it load again. */
export type DeepLinkCreateEmitted = { type: 'deepLinks.changed' };

const form = formImplementations<DeepLinkCreateContext, DeepLinkCreateEvent>()({ main: DEEP_LINK_RULES });

/**
 * The Deep Link tab's form (midTabBar/index_new): a retailer, one of the creator's tracking ids of that retailer
 * and a product URL become a short link of kind deep. The address is checked here as the server checks it;
 * what the server still refuses (an unknown tracking id, a Target or Walmart id without Impact settings) shows
 * as its message.
 */
export const deepLinkCreateMachine = setup({
  types: {
    context: {} as DeepLinkCreateContext,
    events: {} as DeepLinkCreateEvent,
    emitted: {} as DeepLinkCreateEmitted,
    tags: {} as 'busy' | 'error' | 'field-errors',
  },
  actors: {
    /** The Amazon id to start with: the preselected one while listed, else the oldest (null without any). */
    getInfoV2: fromPromise<string | null>(async ({ signal }) => {
      const { ids, chosen } = await readAmazonPreselection(signal);
      return preselectedTrackingId(ids, chosen);
    }),
    /** get_shortlink_with_trackingid/v3 with a tracking id, get_shortlink/v2 without (src/domain/deep-link-form.ts). */
    createDeepLink: fromPromise<DeepLink, DeepLinkRequest>(({ input, signal }) =>
      input.operation === 'getShortlinkV2'
        ? getShortlinkV2(input.body, { signal, ignoreErrors: true })
        : getShortlinkWithTrackingidV3(input.body, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    ...form.guards,
    isOtherRetailer: ({ context, event }) => {
      assertEvent(event, 'deepLink.retailer.choose');
      return event.retailer !== chosenRetailer(context.values);
    },
  },
  actions: {
    ...form.actions,
    // Tracking ids belong to one retailer: another retailer starts with its preselected id (Amazon) or none, and no sentences shown.
    assignRetailer: assign(({ context, event }) => {
      assertEvent(event, 'deepLink.retailer.choose');
      const trackingId = event.retailer === 'amazon' ? (context.preselected ?? '') : '';
      return { values: { ...context.values, retailer: event.retailer, trackingId }, errors: {}, failure: null };
    }),
    // Filled in only where the creator has not chosen yet (an Amazon form with no id).
    assignPreselected: assign(({ context }, params: { trackingId: string | null }) => {
      const { values } = context;
      const untouched = chosenRetailer(values) === 'amazon' && values.trackingId === '';
      return {
        preselected: params.trackingId,
        values: untouched ? { ...values, trackingId: params.trackingId ?? '' } : values,
      };
    }),
    assignCreated: assign(({ context }, params: { link: DeepLink }) => ({
      created: { link: params.link, retailer: linkRetailer(params.link) },
      values: { ...context.values, url: '' },
    })),
    clearCreated: assign({ created: null }),
    notifyChanged: emit({ type: 'deepLinks.changed' }),
  },
}).createMachine({
  id: 'deepLinkCreate',
  description:
    'Deep Link tab: make a deep link from a retailer, a tracking id and a product URL, and show it with its QR code.',
  context: { ...initialForm(EMPTY_DEEP_LINK), created: null, preselected: null },
  invoke: {
    id: 'getInfoV2',
    src: 'getInfoV2',
    onDone: {
      actions: { type: 'assignPreselected', params: ({ event }) => ({ trackingId: event.output }) },
      description:
        "Account info answered: the shop's preselected Amazon id (else its oldest) fills an Amazon form still without one, so a pasted URL is all Create needs.",
    },
    onError: { description: 'Account info did not load: the creator picks the Amazon id.' },
  },
  initial: 'editing',
  states: {
    editing: editingState({
      submit: 'deepLink.submit',
      target: '#deepLinkCreate.submitting',
      form: 'main',
      what: 'the deep link form',
      on: {
        'deepLink.retailer.choose': {
          guard: 'isOtherRetailer',
          target: '.ready',
          actions: 'assignRetailer',
          description: 'Another retailer: its tracking ids are offered, the chosen id and any sentence are cleared.',
        },
        'deepLink.result.dismiss': { actions: 'clearCreated', description: 'The creator closes the new link card.' },
      },
    }),
    submitting: {
      description: 'The shortlinks call makes the deep link (or answers the one the shop already has for this page).',
      tags: ['busy'],
      invoke: {
        id: 'createDeepLink',
        src: 'createDeepLink',
        input: ({ context }) => deepLinkRequest(context.values),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignCreated', params: ({ event }) => ({ link: event.output }) }, 'notifyChanged'],
          description:
            'Made: the link shows with copy, QR code and what a phone will do; the URL field empties for the next one.',
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'assignFailureText', params: ({ event }) => ({ error: event.error }) },
          description: "Refused or failed: the server's message shows above the button.",
        },
      },
    },
  },
});

export type DeepLinkCreateSnapshot = SnapshotFrom<typeof deepLinkCreateMachine>;

export const card = {
  machine: deepLinkCreateMachine,
  title: 'Create a deep link',
  spec: '§2 midTabBar/index_new',
  screen: 'deepLinks',
} satisfies MachineCard<typeof deepLinkCreateMachine>;
