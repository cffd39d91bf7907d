/**
 * myLinks/detail?code=…: one short link (get_shortlink_detail) with its clicks on each of the last 30 Pacific
 * days, its QR code and copy; deleting asks first and goes back to My Links. An Amazon link's visitors may be sent
 * to their own country's store: the link follows the shop's switch, or always or never does
 * (set_shortlink_localisation).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortlinkDetail, setShortlinkLocalisation } from '../api/short-links';
import type { LinkLocalisation } from '../domain/amazon-localisation';
import { MY_LINKS_PATH } from '../domain/my-links';
import { deleteShortlinkByCode, deleteSteps } from './link-delete-step';
import { isMissingAnswer, LINK_DELETED_TEXT } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ShortLinkDetail = Awaited<ReturnType<typeof getShortlinkDetail>>;
export type ShortLinkOfDetail = ShortLinkDetail['shortLink'];

/** The link's choice as the page shows it: absent in the answer means it follows the shop's switch. */
export const localisationOf = (detail: ShortLinkDetail | null): LinkLocalisation =>
  detail?.shortLink.localisation ?? 'shop';

export interface LinkDetailInput {
  /** The `code` of the page's query, or null when it has none. */
  code: string | null;
}

export interface LinkDetailContext {
  code: string;
  detail: ShortLinkDetail | null;
  failure: string | null;
}

export type LinkDetailEvent =
  | { type: 'detail.reload' }
  | { type: 'detail.retry' }
  | { type: 'detail.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'detail.back' }
  | { type: 'detail.localise'; localisation: LinkLocalisation };

export type LinkDetailEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

export const LINK_DETAIL_LOAD_FAILED = 'This link could not be loaded. Check your connection and try again.';
export const LINK_NOT_FOUND_TEXT = 'This link does not exist or was deleted.';

export const linkDetailMachine = setup({
  types: {
    input: {} as LinkDetailInput,
    context: {} as LinkDetailContext,
    events: {} as LinkDetailEvent,
    emitted: {} as LinkDetailEmitted,
  },
  actors: {
    getShortlinkDetail: fromPromise<ShortLinkDetail, { code: string }>(({ input, signal }) =>
      getShortlinkDetail({ code: input.code }, { signal, ignoreErrors: true }),
    ),
    deleteShortlink: deleteShortlinkByCode,
    setShortlinkLocalisation: fromPromise<ShortLinkOfDetail, { code: string; localisation: LinkLocalisation }>(
      ({ input, signal }) => setShortlinkLocalisation({ id: input.code, localisation: input.localisation }, { signal }),
    ),
  },
  guards: {
    hasCode: ({ context }) => context.code !== '',
    isMissing: isMissingAnswer,
    isOtherLocalisation: ({ context, event }) =>
      event.type === 'detail.localise' && localisationOf(context.detail) !== event.localisation,
  },
  actions: {
    assignDetail: assign((_, output: ShortLinkDetail) => ({ detail: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, LINK_DETAIL_LOAD_FAILED),
    })),
    assignMissing: assign({ detail: null, failure: LINK_NOT_FOUND_TEXT }),
    assignLink: assign(({ context }, shortLink: ShortLinkOfDetail) => ({
      detail: context.detail ? { ...context.detail, shortLink } : null,
    })),
    navigateToList: emit({ type: 'route.navigate', path: MY_LINKS_PATH }),
    notifyDeleted: emit({ type: 'toast.show', text: LINK_DELETED_TEXT }),
  },
}).createMachine({
  id: 'linkDetail',
  description:
    "A short link's page: where it leads, its clicks per Pacific day over 30 days, its QR code, copy and delete.",
  context: ({ input }) => ({ code: input.code?.trim() ?? '', detail: null, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Does the address name a link?',
      always: [
        { guard: 'hasCode', target: 'loading', description: 'It has a code: read the link.' },
        { target: 'missing', actions: 'assignMissing', description: 'No code in the address.' },
      ],
    },
    loading: {
      description:
        'Reading the link and its clicks per day (get_shortlink_detail); a shown link stays while it reloads.',
      tags: ['busy'],
      invoke: {
        id: 'getShortlinkDetail',
        src: 'getShortlinkDetail',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignDetail', params: doneOutput },
          description: 'The link, its chart and its QR code show.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: 'assignMissing',
            description: "No such link of this shop (unknown, deleted or another shop's).",
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The call failed: say why and offer to retry.',
          },
        ],
      },
    },
    ready: {
      description: 'The link shows with copy, QR code, the clicks chart and delete.',
      on: {
        'detail.reload': { target: 'loading', description: 'Refresh the clicks.' },
        'detail.delete': { target: 'confirmingDelete', description: 'Delete: ask first.' },
        'detail.localise': {
          guard: 'isOtherLocalisation',
          target: 'localising',
          description: "Choose: the shop's switch, always or never send visitors to their own Amazon store.",
        },
      },
    },
    localising: {
      description: "set_shortlink_localisation stores the link's choice; the page shows the link it answers.",
      tags: ['busy'],
      invoke: {
        id: 'setShortlinkLocalisation',
        src: 'setShortlinkLocalisation',
        input: ({ context, event }) => ({
          code: context.code,
          localisation: event.type === 'detail.localise' ? event.localisation : localisationOf(context.detail),
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLink', params: doneOutput },
          description: 'Stored: the choice shows as saved.',
        },
        onError: { target: 'ready', description: 'Not stored (the API client toasted why): the choice stays.' },
      },
    },
    failed: {
      description: 'The link could not be read; a retry button shows.',
      tags: ['error'],
      on: {
        'detail.retry': { target: 'loading', description: 'Try again.' },
      },
    },
    missing: {
      description: 'The address names no link of this shop: say so, with a way back to My Links.',
      tags: ['not-found'],
      on: {
        'detail.back': { actions: 'navigateToList', description: 'Back to My Links.' },
      },
    },
    ...deleteSteps({
      input: ({ context }: { context: LinkDetailContext }) => ({ code: context.code }),
      cancel: { target: 'ready', description: 'Cancelled: nothing changes.' },
      done: {
        target: 'deleted',
        actions: ['notifyDeleted', 'navigateToList'],
        description: 'Deleted: say so and go back to My Links.',
      },
      refused: { target: 'ready', description: 'Not deleted (the API client toasted why).' },
    }),
    deleted: {
      description: 'The link is gone; the app is on its way back to My Links.',
      type: 'final',
    },
  },
});

export type LinkDetailSnapshot = SnapshotFrom<typeof linkDetailMachine>;

export const card = {
  machine: linkDetailMachine,
  title: 'Short link detail',
  spec: '§2 myLinks/detail, §9 Pacific date ranges; issue 28 set_shortlink_localisation',
  screen: 'linkDetail',
  input: { code: 'Ab3dE7xQ' },
} satisfies MachineCard<typeof linkDetailMachine>;
