/**
 * Connecting Auto DM to Facebook (fbAuth/index and fbPermissions/index, issue 14). fbAuth shows the connection
 * (fbConnectStatus) and starts the permissions dialog (get_facebook_connect_url: Facebook's, or Linkmint's simulated
 * one on a fresh install); the dialog comes back to fbPermissions with a code and state (or access_denied), which
 * receive_auth_results exchanges on the server; then the creator picks the Page whose Instagram account answers
 * (save_select_public_page, whose errors the app does not toast: the status read after it says whether it took, and
 * when it did not, the server's reason shows, e.g. that the Page answers for another Linkmint account).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { receiveAuthResults } from '../api/auth';
import {
  cancelSelectPublicPage,
  fbConnectStatus,
  getFacebookConnectUrl,
  publicPageList,
  saveSelectPublicPage,
  unlinkFacebook,
} from '../api/auto-dm';
import { unlink } from '../api/bio-link';
import { AUTO_DM_PATH, AUTO_DM_TEXTS } from '../domain/auto-dm';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type FacebookConnectStatus = Awaited<ReturnType<typeof fbConnectStatus>>;
export type FacebookConnection = Awaited<ReturnType<typeof receiveAuthResults>>;
export type FacebookPage = FacebookConnection['pages'][number];
export type ConnectUrl = Awaited<ReturnType<typeof getFacebookConnectUrl>>;

export interface FacebookConnectInput {
  /** Where the dialog comes back (the app's fbPermissions address). */
  redirectUri: string;
  /** What the dialog put on the way back, when this page is that return. */
  code?: string;
  state?: string;
  error?: string;
}

export interface FacebookConnectContext extends FacebookConnectInput {
  status: FacebookConnectStatus | null;
  /** Permissions the creator left unticked in the dialog. */
  missingScopes: readonly string[];
  pages: readonly FacebookPage[];
  /** The Page being selected, until the status confirms it. */
  selecting: string | null;
  /** Why save_select_public_page refused the Page being selected, shown if the status confirms it did not take. */
  pageRefusal: string | null;
  /** What the open confirmation disconnects: all of Facebook, or only the Instagram account. */
  unlinkTarget: 'facebook' | 'instagram' | null;
  failure: string | null;
}

export type FacebookConnectEvent =
  | { type: 'connect.start' }
  | { type: 'connect.retry' }
  | { type: 'connect.unlink' }
  | { type: 'connect.unlinkInstagram' }
  | { type: 'connect.changePage' }
  | { type: 'unlink.confirm' }
  | { type: 'unlink.cancel' }
  | { type: 'page.select'; pageId: string }
  | { type: 'page.unselect' };

export type FacebookConnectEmitted =
  | { type: 'route.external'; url: string }
  | { type: 'route.navigate'; path: string }
  | { type: 'toast.show'; text: string };

const selectedPage = (pages: readonly FacebookPage[]) => pages.find((p) => p.selected) ?? null;

export const facebookConnectMachine = setup({
  types: {
    context: {} as FacebookConnectContext,
    events: {} as FacebookConnectEvent,
    input: {} as FacebookConnectInput,
    emitted: {} as FacebookConnectEmitted,
    tags: {} as 'busy' | 'error' | 'confirm-visible' | 'choosing' | 'missing-permissions',
  },
  actors: {
    fbConnectStatus: fromPromise<FacebookConnectStatus>(({ signal }) =>
      fbConnectStatus({}, { signal, ignoreErrors: true }),
    ),
    getFacebookConnectUrl: fromPromise<ConnectUrl, { redirectUri: string }>(({ input, signal }) =>
      getFacebookConnectUrl(input, { signal, ignoreErrors: true }),
    ),
    receiveAuthResults: fromPromise<FacebookConnection, { code: string; state: string; redirectUri: string }>(
      ({ input, signal }) => receiveAuthResults(input, { signal, ignoreErrors: true }),
    ),
    publicPageList: fromPromise<readonly FacebookPage[]>(
      async ({ signal }) => (await publicPageList({}, { signal, ignoreErrors: true })).list,
    ),
    saveSelectPublicPage: fromPromise<FacebookConnectStatus, { pageId: string }>(({ input, signal }) =>
      saveSelectPublicPage(input, { signal }),
    ),
    cancelSelectPublicPage: fromPromise<FacebookConnectStatus, { pageId: string }>(({ input, signal }) =>
      cancelSelectPublicPage(input, { signal, ignoreErrors: true }),
    ),
    unlinkFacebook: fromPromise<FacebookConnectStatus>(({ signal }) =>
      unlinkFacebook({}, { signal, ignoreErrors: true }),
    ),
    // /instagram/unlink: the Instagram account only; the status is read again after it.
    unlink: fromPromise<unknown>(({ signal }) => unlink({}, { signal, ignoreErrors: true })),
  },
  guards: {
    isReturnWithCode: ({ context }) => Boolean(context.code && context.state),
    isReturnWithError: ({ context }) => Boolean(context.error),
    isConnected: ({ context }) => context.status?.connected === true,
    hasInstagram: ({ context }) => context.status?.connected === true && Boolean(context.status.instagramUserName),
    isInstagramTarget: ({ context }) => context.unlinkTarget === 'instagram',
    hasMissingScopes: (_, output: FacebookConnection) => output.missingScopes.length > 0,
    isListedPage: ({ context, event }) => {
      assertEvent(event, 'page.select');
      return context.pages.some((p) => p.pageId === event.pageId);
    },
    hasSelectedPage: ({ context }) => selectedPage(context.pages) !== null,
    isSelectionConfirmed: ({ context }, status: FacebookConnectStatus) => {
      return status.connected && status.pageId === context.selecting;
    },
  },
  actions: {
    assignStatus: assign((_, output: FacebookConnectStatus) => ({ status: output, failure: null })),
    assignConnection: assign((_, { missingScopes, pages }: FacebookConnection) => {
      return { missingScopes, pages, failure: null };
    }),
    assignPages: assign((_, output: readonly FacebookPage[]) => ({ pages: output, failure: null })),
    assignSelecting: assign(({ event }) => {
      assertEvent(event, 'page.select');
      return { selecting: event.pageId, pageRefusal: null, failure: null };
    }),
    assignPageRefusal: assign((_, { error }: { error: unknown }) => ({
      pageRefusal: failureText(error, AUTO_DM_TEXTS.pageNotSelected),
    })),
    assignNotSelected: assign(({ context }) => ({
      selecting: null,
      failure: context.pageRefusal ?? AUTO_DM_TEXTS.pageNotSelected,
    })),
    assignCancelled: assign({ failure: AUTO_DM_TEXTS.connectCancelled }),
    assignConnectFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.connectFailed),
    })),
    assignStatusFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.statusFailed),
    })),
    // A return is used once: retrying or reconnecting must not send the same code again.
    forgetReturn: assign({ code: undefined, state: undefined, error: undefined }),
    openDialog: emit((_, output: ConnectUrl) => ({ type: 'route.external' as const, url: output.url })),
    assignFacebookTarget: assign({ unlinkTarget: 'facebook' as const }),
    assignInstagramTarget: assign({ unlinkTarget: 'instagram' as const }),
    notifyUnlinked: emit({ type: 'toast.show', text: AUTO_DM_TEXTS.unlinked }),
    notifyInstagramUnlinked: emit({ type: 'toast.show', text: AUTO_DM_TEXTS.instagramUnlinked }),
    navigateToAutoDm: emit({ type: 'route.navigate', path: AUTO_DM_PATH }),
  },
}).createMachine({
  id: 'facebookConnect',
  description:
    'Connect Facebook for Auto DM: the permissions dialog, the code exchanged on the server, the Page picked; or the connection shown and unlinked.',
  context: ({ input }) => ({
    ...input,
    status: null,
    missingScopes: [],
    pages: [],
    selecting: null,
    pageRefusal: null,
    unlinkTarget: null,
    failure: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Is this page the way back from the permissions dialog, or the start?',
      always: [
        { guard: 'isReturnWithCode', target: 'exchanging', description: 'Back with a code: the server exchanges it.' },
        {
          guard: 'isReturnWithError',
          target: 'denied',
          actions: ['assignCancelled', 'forgetReturn'],
          description: 'Back without a code (access_denied): cancelled.',
        },
        { target: 'loading', description: 'Not a return: read the connection.' },
      ],
    },
    loading: {
      description:
        'Reading the connection: the Page, the Instagram account, whether they are still linked (fbConnectStatus).',
      tags: ['busy'],
      invoke: {
        id: 'fbConnectStatus',
        src: 'fbConnectStatus',
        onDone: {
          target: 'ready',
          actions: { type: 'assignStatus', params: doneOutput },
          description: 'The connection shows, or the Connect button.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description:
        'What connecting does and asks for, the Connect button, and the connection as it is (pair valid or how to fix it).',
      on: {
        'connect.start': { target: 'starting', description: 'Connect (again): open the permissions dialog.' },
        'connect.unlink': {
          guard: 'isConnected',
          target: 'confirmingUnlink',
          actions: 'assignFacebookTarget',
          description: 'Disconnect asks first.',
        },
        'connect.unlinkInstagram': {
          guard: 'hasInstagram',
          target: 'confirmingUnlink',
          actions: 'assignInstagramTarget',
          description: 'Disconnect only the Instagram account: asks first.',
        },
        'connect.changePage': {
          guard: 'isConnected',
          target: 'loadingPages',
          description: 'Pick another of the Pages the account manages.',
        },
      },
    },
    confirmingUnlink: {
      description: 'The confirmation: Auto DM stops, its settings are kept.',
      tags: ['confirm-visible'],
      on: {
        'unlink.confirm': [
          {
            guard: 'isInstagramTarget',
            target: 'unlinkingInstagram',
            description: 'Disconnect the Instagram account.',
          },
          { target: 'unlinking', description: 'Disconnect Facebook.' },
        ],
        'unlink.cancel': { target: 'ready', description: 'Keep the connection.' },
      },
    },
    unlinking: {
      description: 'unlink_facebook: the connection goes; the Auto DM settings stay for the same Page.',
      tags: ['busy', 'confirm-visible'],
      invoke: {
        id: 'unlinkFacebook',
        src: 'unlinkFacebook',
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignStatus', params: doneOutput }, 'notifyUnlinked'],
          description: 'Disconnected: the Connect button shows again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'Still connected: say why.',
        },
      },
    },
    unlinkingInstagram: {
      description: '/instagram/unlink: no new posts or DMs through that account; then the connection is read again.',
      tags: ['busy', 'confirm-visible'],
      invoke: {
        id: 'unlink',
        src: 'unlink',
        onDone: {
          target: 'loading',
          actions: 'notifyInstagramUnlinked',
          description: 'Disconnected: read the connection again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'Still linked: say why.',
        },
      },
    },
    starting: {
      description: 'get_facebook_connect_url: the dialog address for this page to come back to.',
      tags: ['busy'],
      entry: 'forgetReturn',
      invoke: {
        id: 'getFacebookConnectUrl',
        src: 'getFacebookConnectUrl',
        input: ({ context }) => ({ redirectUri: context.redirectUri }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'openDialog', params: doneOutput },
          description: 'The browser leaves for the permissions dialog.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignConnectFailure', params: errorParams },
          description: 'No dialog address: say why.',
        },
      },
    },
    redirecting: {
      description: 'The browser is on its way to the dialog.',
      tags: ['busy'],
    },
    exchanging: {
      description:
        'receive_auth_results: the server exchanges the code (refusing a state not issued here, used or expired).',
      tags: ['busy'],
      invoke: {
        id: 'receiveAuthResults',
        src: 'receiveAuthResults',
        input: ({ context }) => ({
          code: context.code ?? '',
          state: context.state ?? '',
          redirectUri: context.redirectUri,
        }),
        onDone: [
          {
            guard: { type: 'hasMissingScopes', params: doneOutput },
            target: 'missingPermissions',
            actions: [{ type: 'assignConnection', params: doneOutput }, 'forgetReturn'],
            description: 'Permissions were unticked: list them and ask again.',
          },
          {
            target: 'choosingPage',
            actions: [{ type: 'assignConnection', params: doneOutput }, 'forgetReturn'],
            description: 'Every permission granted: pick the Page.',
          },
        ],
        onError: {
          target: 'failed',
          actions: [{ type: 'assignConnectFailure', params: errorParams }, 'forgetReturn'],
          description: 'Refused (a used or expired return, the network down): say why.',
        },
      },
    },
    missingPermissions: {
      description: 'Auto DM cannot work without the permissions listed; try again opens the dialog.',
      tags: ['missing-permissions'],
      on: { 'connect.start': { target: 'starting', description: 'Try again, granting them.' } },
    },
    denied: {
      description: 'The dialog was cancelled; nothing changed.',
      tags: ['error'],
      on: { 'connect.start': { target: 'starting', description: 'Try again.' } },
    },
    loadingPages: {
      description: 'public_page_list: the Pages the connected account manages.',
      tags: ['busy'],
      invoke: {
        id: 'publicPageList',
        src: 'publicPageList',
        onDone: {
          target: 'choosingPage',
          actions: { type: 'assignPages', params: doneOutput },
          description: 'The Pages to pick from.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'Not read: say why.',
        },
      },
    },
    choosingPage: {
      description: 'The Pages, with their Instagram accounts; the creator picks the one Auto DM answers for.',
      tags: ['choosing'],
      on: {
        'page.select': {
          guard: 'isListedPage',
          target: 'savingPage',
          actions: 'assignSelecting',
          description: 'Pick this Page.',
        },
        'page.unselect': {
          guard: 'hasSelectedPage',
          target: 'cancellingPage',
          description: 'Unpick the selected Page: Auto DM pauses.',
        },
      },
    },
    savingPage: {
      description: 'save_select_public_page; its failure is not toasted (spec §7): the status read next decides.',
      tags: ['busy', 'choosing'],
      invoke: {
        id: 'saveSelectPublicPage',
        src: 'saveSelectPublicPage',
        input: ({ context }) => ({ pageId: context.selecting ?? '' }),
        onDone: { target: 'verifying', description: 'Read the connection to confirm.' },
        onError: {
          target: 'verifying',
          actions: { type: 'assignPageRefusal', params: errorParams },
          description: 'Kept aside: the connection read next says whether it took, and this says why not.',
        },
      },
    },
    verifying: {
      description: 'fbConnectStatus: is the picked Page the one connected?',
      tags: ['busy', 'choosing'],
      invoke: {
        id: 'fbConnectStatus',
        src: 'fbConnectStatus',
        onDone: [
          {
            guard: { type: 'isSelectionConfirmed', params: doneOutput },
            target: 'connected',
            actions: [{ type: 'assignStatus', params: doneOutput }, 'navigateToAutoDm'],
            description: 'Connected: on to Auto DM.',
          },
          {
            target: 'choosingPage',
            actions: 'assignNotSelected',
            description:
              "It did not take: say why (the refusal's sentence, e.g. the Page answers for another account) and let the creator pick again.",
          },
        ],
        onError: { target: 'choosingPage', actions: 'assignNotSelected', description: 'Not confirmed: pick again.' },
      },
    },
    cancellingPage: {
      description: 'cancel_select_public_page on the selected Page.',
      tags: ['busy', 'choosing'],
      invoke: {
        id: 'cancelSelectPublicPage',
        src: 'cancelSelectPublicPage',
        input: ({ context }) => ({ pageId: selectedPage(context.pages)?.pageId ?? '' }),
        onDone: {
          target: 'loadingPages',
          actions: { type: 'assignStatus', params: doneOutput },
          description: 'Unpicked: list the Pages again.',
        },
        onError: {
          target: 'choosingPage',
          actions: { type: 'assignStatusFailure', params: errorParams },
          description: 'Still picked: say why.',
        },
      },
    },
    connected: {
      description: 'The Page is connected; the app moves on to Auto DM.',
      tags: ['busy'],
    },
    failed: {
      description: 'Something did not work: the reason, and a retry that reads the connection again.',
      tags: ['error'],
      on: {
        'connect.retry': { target: 'loading', description: 'Read the connection again.' },
        'connect.start': { target: 'starting', description: 'Open the permissions dialog again.' },
      },
    },
  },
});

export type FacebookConnectSnapshot = SnapshotFrom<typeof facebookConnectMachine>;

export const card = {
  machine: facebookConnectMachine,
  title: 'Auto DM: connect Facebook',
  spec: '§2 fbAuth/index, fbPermissions/index; §7 receive_auth_results, fbConnectStatus, public_page_list, save_select_public_page (errors ignored), cancel_select_public_page, unlink_facebook; designed get_facebook_connect_url; issue 14',
  screen: 'facebookConnect',
  input: { redirectUri: 'http://localhost/pc/pages/fbPermissions/index' },
} satisfies MachineCard<typeof facebookConnectMachine>;
