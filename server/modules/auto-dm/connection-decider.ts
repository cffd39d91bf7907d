import { createHash } from 'node:crypto';
import { clash, invalid, missing } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';

/**
 * A shop's Facebook connection for Auto DM, stream `auto-dm-connection:<shopDomain>`: the one-time states of the
 * permissions dialog, the grant (permissions and Pages, each Page's token sealed), the Page picked for messaging,
 * the pair (that Page and its Instagram account) broken or restored, and the unlinks. Auto replies are not here:
 * they live on the posts (bio-link), so unlinking and reconnecting never touches them.
 */

/** What Auto DM needs: Instagram comments and messages (private replies) through the creator's Facebook Page. */
export const AUTO_DM_SCOPES = [
  'instagram_basic',
  'instagram_manage_comments',
  'instagram_manage_messages',
  'pages_manage_metadata',
  'pages_show_list',
] as const;

/** How long a state from get_facebook_connect_url stays good. */
export const CONNECT_STATE_MINUTES = 10;

export const CONNECTION_MESSAGES = {
  state: 'This Facebook connection has expired or was already used. Please connect again.',
  redirect: 'This address is not allowed to receive the Facebook connection.',
  unknownPage: (pageId: string) => `There is no Page ${pageId} among the Pages of your Facebook connection.`,
  notConnected: 'Connect your Facebook account first.',
  pageTaken:
    'This Facebook Page already answers for Auto DM in another Linkmint account. Disconnect it there first, then pick it here.',
  instagramTaken:
    'The Instagram account of this Page already answers for Auto DM in another Linkmint account. Disconnect it there first, then pick it here.',
} as const;

/**
 * The Pages and Instagram accounts Auto DM answers for in other shops, read just before deciding: one of them belongs
 * to at most one shop at a time (the database refuses a second holder too, auto-dm-projections.ts).
 */
export interface Holdings {
  pages: readonly string[];
  instagramAccounts: readonly string[];
}

export const NOTHING_HELD: Holdings = { pages: [], instagramAccounts: [] };

/** Why this shop cannot take the Page, or undefined when it can. */
export function takenReason(
  page: Pick<StoredPage, 'pageId' | 'instagramAccountId'>,
  held: Holdings,
): string | undefined {
  if (held.pages.includes(page.pageId)) return CONNECTION_MESSAGES.pageTaken;
  if (page.instagramAccountId && held.instagramAccounts.includes(page.instagramAccountId))
    return CONNECTION_MESSAGES.instagramTaken;
  return undefined;
}

export interface StoredPage {
  pageId: string;
  name: string;
  pictureUrl?: string;
  instagramAccountId?: string;
  instagramUserName?: string;
  /** The Page token, sealed (page-tokens.ts). */
  sealedToken: string;
}

export type ConnectionEvent =
  | {
      type: 'AutoDmConnectStarted';
      data: { shopDomain: string; stateHash: string; redirectUri: string; expiresAt: string };
    }
  | { type: 'AutoDmConnectStateUsed'; data: { shopDomain: string; stateHash: string; at: string } }
  | {
      type: 'FacebookMessagingConnected';
      data: {
        shopDomain: string;
        facebookUserId: string;
        grantedScopes: string[];
        pages: StoredPage[];
        selectedPageId: string | null;
        at: string;
      };
    }
  | { type: 'FacebookPageSelected'; data: { shopDomain: string; pageId: string; at: string } }
  | { type: 'FacebookPageUnselected'; data: { shopDomain: string; pageId: string; at: string } }
  | { type: 'FacebookMessagingUnlinked'; data: { shopDomain: string; at: string } }
  | {
      type: 'InstagramPairBroken';
      data: { shopDomain: string; pageId: string; instagramAccountId: string; reason: string; at: string };
    }
  | { type: 'InstagramUnlinked'; data: { shopDomain: string; at: string } };

export const CONNECTION_EVENT_TYPES: readonly ConnectionEvent['type'][] = [
  'AutoDmConnectStarted',
  'AutoDmConnectStateUsed',
  'FacebookMessagingConnected',
  'FacebookPageSelected',
  'FacebookPageUnselected',
  'FacebookMessagingUnlinked',
  'InstagramPairBroken',
  'InstagramUnlinked',
];

export type ConnectionCommand =
  | { type: 'StartConnect'; shopDomain: string; stateHash: string; redirectUri: string }
  | { type: 'UseState'; shopDomain: string; stateHash: string; redirectUri: string }
  | {
      type: 'Connect';
      shopDomain: string;
      facebookUserId: string;
      grantedScopes: string[];
      pages: StoredPage[];
      held: Holdings;
    }
  | { type: 'SelectPage'; shopDomain: string; pageId: string; held: Holdings }
  | { type: 'UnselectPage'; shopDomain: string; pageId: string }
  | { type: 'Unlink'; shopDomain: string }
  | { type: 'BreakPair'; shopDomain: string; reason: string }
  | { type: 'UnlinkInstagram'; shopDomain: string };

export interface ConnectionState {
  states: Record<string, { redirectUri: string; expiresAt: string; used: boolean }>;
  connected: boolean;
  facebookUserId: string | null;
  grantedScopes: string[];
  pages: StoredPage[];
  /** Kept through an unlink, so reconnecting the same Page picks it again. */
  selectedPageId: string | null;
  pairBroken: boolean;
  instagramLinked: boolean;
}

export const connectionStream = (shopDomain: string) => `auto-dm-connection:${shopDomain}`;

/** The log keeps a state's hash, never a usable state. */
export const stateHashOf = (state: string) => createHash('sha256').update(state).digest('hex').slice(0, 40);

export const selectedPage = (state: Pick<ConnectionState, 'pages' | 'selectedPageId'>): StoredPage | undefined =>
  state.pages.find((page) => page.pageId === state.selectedPageId);

/**
 * The Page DMs go out through once connected: the one picked before if it is still there, else the only Page with
 * Instagram; never one another shop holds (the creator sees it unpicked and is told why when picking it).
 */
function pageToSelect(pages: readonly StoredPage[], previous: string | null, held: Holdings): string | null {
  const free = (page: StoredPage | undefined) => page !== undefined && takenReason(page, held) === undefined;
  const before = pages.find((page) => page.pageId === previous);
  if (free(before)) return before!.pageId;
  const withInstagram = pages.filter((page) => page.instagramAccountId);
  return withInstagram.length === 1 && free(withInstagram[0]) ? withInstagram[0]!.pageId : null;
}

const initialState: ConnectionState = {
  states: {},
  connected: false,
  facebookUserId: null,
  grantedScopes: [],
  pages: [],
  selectedPageId: null,
  pairBroken: false,
  instagramLinked: true,
};

export const connectionDecider: Decider<ConnectionCommand, ConnectionState, ConnectionEvent> = {
  initialState,
  evolve(state, event) {
    if (!event.data?.shopDomain) return state;
    switch (event.type) {
      case 'AutoDmConnectStarted':
        return {
          ...state,
          states: {
            ...state.states,
            [event.data.stateHash]: {
              redirectUri: event.data.redirectUri,
              expiresAt: event.data.expiresAt,
              used: false,
            },
          },
        };
      case 'AutoDmConnectStateUsed': {
        const issued = state.states[event.data.stateHash];
        return issued
          ? { ...state, states: { ...state.states, [event.data.stateHash]: { ...issued, used: true } } }
          : state;
      }
      case 'FacebookMessagingConnected': {
        const { facebookUserId, grantedScopes, pages, selectedPageId } = event.data;
        return {
          ...state,
          connected: true,
          facebookUserId,
          grantedScopes,
          pages,
          selectedPageId,
          pairBroken: false,
          instagramLinked: true,
        };
      }
      case 'FacebookPageSelected':
        return {
          ...state,
          selectedPageId: event.data.pageId,
          pairBroken: state.pairBroken && state.selectedPageId === event.data.pageId,
        };
      case 'FacebookPageUnselected':
        return { ...state, selectedPageId: null };
      case 'FacebookMessagingUnlinked':
        return { ...state, connected: false, grantedScopes: [], pages: [] };
      case 'InstagramPairBroken':
        return { ...state, pairBroken: true };
      case 'InstagramUnlinked':
        return { ...state, instagramLinked: false };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    const { shopDomain } = command;
    switch (command.type) {
      case 'StartConnect': {
        const expiresAt = new Date(now.getTime() + CONNECT_STATE_MINUTES * 60_000).toISOString();
        return [
          {
            type: 'AutoDmConnectStarted',
            data: { shopDomain, stateHash: command.stateHash, redirectUri: command.redirectUri, expiresAt },
          },
        ];
      }
      case 'UseState': {
        const issued = state.states[command.stateHash];
        if (
          !issued ||
          issued.used ||
          Date.parse(issued.expiresAt) <= now.getTime() ||
          issued.redirectUri !== command.redirectUri
        ) {
          throw invalid(CONNECTION_MESSAGES.state);
        }
        return [{ type: 'AutoDmConnectStateUsed', data: { shopDomain, stateHash: command.stateHash, at } }];
      }
      case 'Connect': {
        const selectedPageId = pageToSelect(command.pages, state.selectedPageId, command.held);
        const { facebookUserId, grantedScopes, pages } = command;
        return [
          {
            type: 'FacebookMessagingConnected',
            data: { shopDomain, facebookUserId, grantedScopes, pages, selectedPageId, at },
          },
        ];
      }
      case 'SelectPage': {
        if (!state.connected) throw invalid(CONNECTION_MESSAGES.notConnected);
        const page = state.pages.find((p) => p.pageId === command.pageId);
        if (!page) throw missing(CONNECTION_MESSAGES.unknownPage(command.pageId));
        const taken = takenReason(page, command.held);
        if (taken) throw clash(taken);
        return state.selectedPageId === command.pageId
          ? []
          : [{ type: 'FacebookPageSelected', data: { shopDomain, pageId: command.pageId, at } }];
      }
      case 'UnselectPage':
        return state.connected && state.selectedPageId === command.pageId
          ? [{ type: 'FacebookPageUnselected', data: { shopDomain, pageId: command.pageId, at } }]
          : [];
      case 'Unlink':
        return state.connected ? [{ type: 'FacebookMessagingUnlinked', data: { shopDomain, at } }] : [];
      case 'BreakPair': {
        const page = selectedPage(state);
        if (!state.connected || state.pairBroken || !page?.instagramAccountId) return [];
        return [
          {
            type: 'InstagramPairBroken',
            data: {
              shopDomain,
              pageId: page.pageId,
              instagramAccountId: page.instagramAccountId,
              reason: command.reason,
              at,
            },
          },
        ];
      }
      case 'UnlinkInstagram':
        return state.connected && state.instagramLinked
          ? [{ type: 'InstagramUnlinked', data: { shopDomain, at } }]
          : [];
    }
  },
};

/** What Auto DM can do with this connection. */
export function connectionView(state: ConnectionState) {
  const page = state.connected ? selectedPage(state) : undefined;
  const missingScopes = AUTO_DM_SCOPES.filter((scope) => !state.grantedScopes.includes(scope));
  const pairValid = Boolean(page?.instagramAccountId) && !state.pairBroken && state.instagramLinked;
  return {
    connected: state.connected,
    page,
    missingScopes,
    pairValid,
    /** Every permission, a Page with its Instagram account picked, the two still linked: DMs can go out. */
    canSend: state.connected && missingScopes.length === 0 && pairValid,
  };
}
