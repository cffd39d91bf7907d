/**
 * myLinks/create: a retailer, one of the creator's tracking ids of it (or a new one added on the spot) and a
 * product URL. The URL is checked first (check_original_link/v3, whose sentence is shown when it cannot be used),
 * then the link is asked for: with the tracking id written in (get_shortlink_with_trackingid/v2), or as given
 * when SKIP is chosen (get_shortlink/v2). Both answer the shop's existing link when there is one, which the page
 * says, comparing with the newest link to that product looked up just before (check_link_has_shortlink).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  checkLinkHasShortlink,
  checkOriginalLinkV3,
  getShortlinkV2,
  getShortlinkWithTrackingidV2,
} from '../api/short-links';
import { addTargetTrackingId, addTrackingId, addWalmartTrackingId, getTrackingIdsV2 } from '../api/tracking';
import {
  isWithoutTrackingId,
  preselectedTrackingId,
  retailerMismatch,
  startingRetailer,
} from '../domain/link-retailers';
import { linkDetailPath, wasAlreadyMade } from '../domain/my-links';
import type { Retailer } from '../domain/retailer-links';
import { sameTrackingId, trackingIdProblem } from '../domain/tracking-id-rules';
import { readAmazonPreselection } from './tracking-id-preselection';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type CreatedLink = Awaited<ReturnType<typeof getShortlinkV2>>;
export type LinkCheck = Awaited<ReturnType<typeof checkOriginalLinkV3>>;
export type TrackingIdLists = Record<Retailer, string[]>;
/** The shop's ids by retailer, and the Amazon id preselected in Account info (null when none, or unread). */
export interface TrackingIdChoices {
  lists: TrackingIdLists;
  preselected: string | null;
}

/** Another page's product (`?url=…&retailer=…`): the form starts with it filled in. */
export interface LinkCreateInput {
  url?: string | null;
  retailer?: string | null;
}

export interface LinkCreateContext {
  retailer: Retailer;
  trackingIds: TrackingIdLists;
  /** The Amazon id preselected in Account info, which the Amazon field starts with while it is listed. */
  preselected: string | null;
  trackingId: string | null;
  url: string;
  /** Why the URL cannot be used: the server's check, or a retailer other than the chosen one. */
  urlProblem: string | null;
  /** A tracking id being typed in to add, and why it cannot be added. */
  draftTrackingId: string;
  draftProblem: string | null;
  /** Why the link was not made (the server's sentence), or why the page could not start. */
  failure: string | null;
  /** The newest live link of the shop to the same product before asking (to tell a reused link). */
  before: CreatedLink | null;
  result: CreatedLink | null;
  alreadyMade: boolean;
}

export type LinkCreateEvent =
  | { type: 'retailer.select'; retailer: Retailer }
  | { type: 'trackingId.select'; trackingId: string }
  | { type: 'draft.change'; value: string }
  | { type: 'draft.add' }
  | { type: 'url.change'; value: string }
  | { type: 'link.submit' }
  | { type: 'link.another' }
  | { type: 'link.open' }
  | { type: 'create.retry' };

export type LinkCreateEmitted = { type: 'route.navigate'; path: string };

export const TRACKING_IDS_LOAD_FAILED = 'Your tracking IDs could not be loaded. Check your connection and try again.';
export const LINK_CREATE_FAILED = 'The link could not be made. Check your connection and try again.';
export const URL_MISSING_TEXT = 'Paste the URL of a product page.';
export const TRACKING_ID_MISSING_TEXT = 'Choose a tracking ID, or add one.';

const EMPTY_LISTS: TrackingIdLists = { amazon: [], target: [], walmart: [] };

const ADD_CALL = { amazon: addTrackingId, target: addTargetTrackingId, walmart: addWalmartTrackingId } as const;

/** The id a retailer's field starts with, as the server would pick it (link-retailers.ts). */
const startingId = (context: Pick<LinkCreateContext, 'trackingIds' | 'preselected'>, retailer: Retailer) =>
  preselectedTrackingId(context.trackingIds[retailer], retailer === 'amazon' ? context.preselected : null);

export const linkCreateMachine = setup({
  types: {
    input: {} as LinkCreateInput | undefined,
    context: {} as LinkCreateContext,
    events: {} as LinkCreateEvent,
    emitted: {} as LinkCreateEmitted,
  },
  actors: {
    getTrackingIdsV2: fromPromise<TrackingIdChoices>(async ({ signal }) => {
      // Without Account info the form still starts, with the oldest ids.
      const [lists, preselection] = await Promise.all([
        getTrackingIdsV2({}, { signal, ignoreErrors: true }),
        readAmazonPreselection(signal).catch(() => null),
      ]);
      const names = (items: ReadonlyArray<{ trackingId: string }>) => items.map((item) => item.trackingId);
      return {
        lists: {
          amazon: names(lists.amazonTrackingIdList),
          target: names(lists.targetTrackingIdList),
          walmart: names(lists.walmartTrackingIdList),
        },
        preselected: preselection?.chosen ?? null,
      };
    }),
    addTrackingId: fromPromise<string[], { retailer: Retailer; trackingId: string }>(async ({ input }) => {
      const list = await ADD_CALL[input.retailer]({ trackingId: input.trackingId }, { ignoreErrors: true });
      return list.map((item) => item.trackingId);
    }),
    checkOriginalLinkV3: fromPromise<LinkCheck, { url: string }>(({ input, signal }) =>
      checkOriginalLinkV3({ url: input.url }, { signal, ignoreErrors: true }),
    ),
    checkLinkHasShortlink: fromPromise<CreatedLink | null, { url: string }>(async ({ input, signal }) => {
      const lookup = await checkLinkHasShortlink({ url: input.url }, { signal, ignoreErrors: true });
      return lookup.shortLink ?? null;
    }),
    getShortlink: fromPromise<CreatedLink, { url: string; trackingId: string }>(({ input, signal }) =>
      isWithoutTrackingId(input.trackingId)
        ? getShortlinkV2({ url: input.url }, { signal, ignoreErrors: true })
        : getShortlinkWithTrackingidV2(
            { url: input.url, trackingId: input.trackingId },
            { signal, ignoreErrors: true },
          ),
    ),
  },
  guards: {
    hasNoUrl: ({ context }) => context.url.trim() === '',
    hasNoTrackingId: ({ context }) => context.trackingId === null,
    isDraftValid: ({ context }) => trackingIdProblem(context.retailer, context.draftTrackingId.trim()) === undefined,
    isUnusable: (_, output: LinkCheck) => !output.valid,
    isOtherRetailer: ({ context }, check: LinkCheck) => {
      return check.retailer !== undefined && retailerMismatch(context.retailer, check.retailer) !== null;
    },
    hasResult: ({ context }) => context.result !== null,
  },
  actions: {
    assignLists: assign(({ context }, { lists, preselected }: TrackingIdChoices) => {
      return {
        trackingIds: lists,
        preselected,
        trackingId: startingId({ trackingIds: lists, preselected }, context.retailer),
        failure: null,
      };
    }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, TRACKING_IDS_LOAD_FAILED),
    })),
    assignRetailer: assign(({ context, event }) => {
      assertEvent(event, 'retailer.select');
      return {
        retailer: event.retailer,
        trackingId: startingId(context, event.retailer),
        urlProblem: null,
        draftTrackingId: '',
        draftProblem: null,
        failure: null,
      };
    }),
    assignTrackingId: assign(({ event }) => {
      assertEvent(event, 'trackingId.select');
      return { trackingId: event.trackingId, failure: null };
    }),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'draft.change');
      return { draftTrackingId: event.value, draftProblem: null };
    }),
    assignDraftProblem: assign(({ context }) => ({
      draftProblem: trackingIdProblem(context.retailer, context.draftTrackingId.trim()) ?? null,
    })),
    assignAdded: assign(({ context }, list: string[]) => {
      const added =
        list.find((id) => sameTrackingId(id, context.draftTrackingId.trim())) ?? context.draftTrackingId.trim();
      return {
        trackingIds: { ...context.trackingIds, [context.retailer]: list },
        trackingId: added,
        draftTrackingId: '',
        draftProblem: null,
        failure: null,
      };
    }),
    assignAddFailure: assign((_, { error }: { error: unknown }) => ({
      draftProblem: failureText(error, LINK_CREATE_FAILED),
    })),
    assignUrl: assign(({ event }) => {
      assertEvent(event, 'url.change');
      return { url: event.value, urlProblem: null, failure: null };
    }),
    assignUrlMissing: assign({ urlProblem: URL_MISSING_TEXT }),
    assignTrackingIdMissing: assign({ failure: TRACKING_ID_MISSING_TEXT }),
    assignUnusable: assign((_, output: LinkCheck) => ({ urlProblem: output.reason ?? LINK_CREATE_FAILED })),
    assignOtherRetailer: assign(({ context }, output: LinkCheck) => {
      const found = output.retailer;
      return { urlProblem: found ? retailerMismatch(context.retailer, found) : null };
    }),
    assignBefore: assign((_, output: CreatedLink | null) => ({ before: output })),
    clearBefore: assign({ before: null }),
    assignResult: assign(({ context }, result: CreatedLink) => {
      return { result, alreadyMade: wasAlreadyMade(context.before, result), failure: null };
    }),
    assignCreateFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LINK_CREATE_FAILED),
    })),
    assignAnother: assign({ url: '', result: null, before: null, alreadyMade: false, urlProblem: null, failure: null }),
    navigateToDetail: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: linkDetailPath(context.result?.code ?? ''),
    })),
  },
}).createMachine({
  id: 'linkCreate',
  description:
    'Create a short link: retailer, tracking ID (or add one), product URL; the URL is checked, then the link is made or the existing one answered.',
  context: ({ input }) => ({
    retailer: startingRetailer(input?.retailer, input?.url),
    trackingIds: EMPTY_LISTS,
    preselected: null,
    trackingId: null,
    url: input?.url?.trim() ?? '',
    urlProblem: null,
    draftTrackingId: '',
    draftProblem: null,
    failure: null,
    before: null,
    result: null,
    alreadyMade: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        "Reading the creator's tracking IDs (getTrackingIdsV2, and getInfoV2's preselected Amazon ID) to fill the field with the one a link without a choice would get.",
      tags: ['busy'],
      invoke: {
        id: 'getTrackingIdsV2',
        src: 'getTrackingIdsV2',
        onDone: {
          target: 'editing',
          actions: { type: 'assignLists', params: doneOutput },
          description: 'The form shows.',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'The IDs did not load: offer to retry.',
        },
      },
    },
    loadFailed: {
      description: 'The form cannot start without the tracking IDs; a retry button shows.',
      tags: ['error'],
      on: {
        'create.retry': { target: 'loading', description: 'Try again.' },
      },
    },
    editing: {
      description: 'The form: retailer, tracking ID (with a way to add one) and product URL.',
      on: {
        'retailer.select': {
          actions: 'assignRetailer',
          description: 'Another retailer: its preselected (Amazon) or oldest tracking ID, or none, fills the field.',
        },
        'trackingId.select': {
          actions: 'assignTrackingId',
          description: 'A tracking ID (or SKIP) chosen in the picker.',
        },
        'draft.change': { actions: 'assignDraft', description: 'Typing a tracking ID to add.' },
        'draft.add': [
          { guard: 'isDraftValid', target: 'addingTrackingId', description: 'Add a well-formed tracking ID.' },
          { actions: 'assignDraftProblem', description: 'Say what a tracking ID of this retailer looks like.' },
        ],
        'url.change': { actions: 'assignUrl', description: 'Pasting or typing the product URL.' },
        'link.submit': [
          { guard: 'hasNoUrl', actions: 'assignUrlMissing', description: 'No URL yet: ask for one.' },
          {
            guard: 'hasNoTrackingId',
            actions: 'assignTrackingIdMissing',
            description: 'No tracking ID chosen: ask for one.',
          },
          { target: 'checking', description: 'Create: check the URL first.' },
        ],
      },
    },
    addingTrackingId: {
      description:
        "Adding the typed tracking ID to the retailer's list (addTrackingId, addTargetTrackingId or addWalmartTrackingId).",
      tags: ['busy'],
      invoke: {
        id: 'addTrackingId',
        src: 'addTrackingId',
        input: ({ context }) => ({ retailer: context.retailer, trackingId: context.draftTrackingId.trim() }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignAdded', params: doneOutput },
          description: 'Added: the new ID is chosen.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignAddFailure', params: errorParams },
          description: "Refused: the server's sentence shows under the field.",
        },
      },
    },
    checking: {
      description: 'check_original_link/v3: can this URL become a link, and of which retailer is it?',
      tags: ['busy'],
      invoke: {
        id: 'checkOriginalLinkV3',
        src: 'checkOriginalLinkV3',
        input: ({ context }) => ({ url: context.url.trim() }),
        onDone: [
          {
            guard: { type: 'isUnusable', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignUnusable', params: doneOutput },
            description: "Unusable (not a product page, amzn.to, another site): the server's sentence shows.",
          },
          {
            guard: { type: 'isOtherRetailer', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignOtherRetailer', params: doneOutput },
            description: 'A product of another retailer than the chosen one: say which.',
          },
          { target: 'lookingUp', description: 'Usable: see whether the shop already has links to it.' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignCreateFailure', params: errorParams },
          description: 'The check failed: say why.',
        },
      },
    },
    lookingUp: {
      description:
        'check_link_has_shortlink: the newest link of the shop to this product, to tell a reused link from a new one.',
      tags: ['busy'],
      invoke: {
        id: 'checkLinkHasShortlink',
        src: 'checkLinkHasShortlink',
        input: ({ context }) => ({ url: context.url.trim() }),
        onDone: {
          target: 'creating',
          actions: { type: 'assignBefore', params: doneOutput },
          description: 'Known: now ask for the link.',
        },
        onError: {
          target: 'creating',
          actions: 'clearBefore',
          description: 'Unknown: ask for the link anyway (it is then reported as new).',
        },
      },
    },
    creating: {
      description:
        'get_shortlink_with_trackingid/v2 (or get_shortlink/v2 for SKIP): the existing link to this destination, or a new one.',
      tags: ['busy'],
      invoke: {
        id: 'getShortlink',
        src: 'getShortlink',
        input: ({ context }) => ({ url: context.url.trim(), trackingId: context.trackingId ?? '' }),
        onDone: {
          target: 'created',
          actions: { type: 'assignResult', params: doneOutput },
          description: 'The link shows with copy, QR code and Open detail.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignCreateFailure', params: errorParams },
          description: "Refused (e.g. Target and Walmart need Impact settings): the server's sentence shows.",
        },
      },
    },
    created: {
      description: 'The short link, new or already made before, with copy, its QR code and Open detail.',
      tags: ['result'],
      on: {
        'link.open': { guard: 'hasResult', actions: 'navigateToDetail', description: "Open the link's detail page." },
        'link.another': {
          target: 'editing',
          actions: 'assignAnother',
          description: 'Make another link with the same retailer and tracking ID.',
        },
      },
    },
  },
});

export type LinkCreateSnapshot = SnapshotFrom<typeof linkCreateMachine>;

export const card = {
  machine: linkCreateMachine,
  title: 'Create a short link',
  spec: '§2 myLinks/create, §2 tracking-ID picker, §5 original link check',
  screen: 'linkCreate',
  input: {},
} satisfies MachineCard<typeof linkCreateMachine>;
