import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES,
  connectionDecider,
  connectionView,
  NOTHING_HELD,
  type ConnectionEvent,
  type StoredPage,
} from '../../../server/modules/auto-dm/connection-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const later = (minutes: number) => new Date(SPEC_NOW.getTime() + minutes * 60_000);
const shopDomain = 'shop-a';
const at = SPEC_NOW.toISOString();
const connection = spec(connectionDecider);

const started: ConnectionEvent = {
  type: 'AutoDmConnectStarted',
  data: { shopDomain, stateHash: 'h1', redirectUri: 'https://app/pc/', expiresAt: later(10).toISOString() },
};
const page = (pageId: string, instagramAccountId?: string): StoredPage => ({
  pageId,
  name: `Page ${pageId}`,
  sealedToken: 'v1.x.y.z',
  ...(instagramAccountId ? { instagramAccountId } : {}),
});
const SCOPES = [
  'instagram_basic',
  'instagram_manage_comments',
  'instagram_manage_messages',
  'pages_manage_metadata',
  'pages_show_list',
];
const connected = (pages: StoredPage[], selectedPageId: string | null): ConnectionEvent => ({
  type: 'FacebookMessagingConnected',
  data: { shopDomain, facebookUserId: '1', grantedScopes: SCOPES, pages, selectedPageId, at },
});

describe('Auto DM connection decider', () => {
  it('takes a state once, for its own redirect address, within ten minutes', () => {
    const use = { type: 'UseState', shopDomain, stateHash: 'h1', redirectUri: 'https://app/pc/' } as const;
    connection
      .given([started])
      .when(use)
      .then([{ type: 'AutoDmConnectStateUsed', data: { shopDomain, stateHash: 'h1', at } }]);
    const used: ConnectionEvent = { type: 'AutoDmConnectStateUsed', data: { shopDomain, stateHash: 'h1', at } };
    connection.given([started, used]).when(use).thenThrows('invalid', CONNECTION_MESSAGES.state);
    connection
      .given([started])
      .when(use, { now: later(10) })
      .thenThrows('invalid', CONNECTION_MESSAGES.state);
    connection
      .given([started])
      .when({ ...use, redirectUri: 'https://elsewhere/' })
      .thenThrows('invalid', CONNECTION_MESSAGES.state);
    connection.given([]).when(use).thenThrows('invalid', CONNECTION_MESSAGES.state);
  });

  it('selects the Page picked before, else the only Page with Instagram, else none; never one another shop holds', () => {
    const connect = (pages: StoredPage[], held = NOTHING_HELD) =>
      ({ type: 'Connect', shopDomain, facebookUserId: '1', grantedScopes: SCOPES, pages, held }) as const;
    const selected = (events: readonly ConnectionEvent[]) =>
      events[0]?.type === 'FacebookMessagingConnected' ? events[0].data.selectedPageId : undefined;
    expect(
      selected(
        connection
          .given([])
          .when(connect([page('1'), page('2', '20')]))
          .events(),
      ),
    ).toBe('2');
    expect(
      selected(
        connection
          .given([])
          .when(connect([page('1', '10'), page('2', '20')]))
          .events(),
      ),
    ).toBeNull();
    const picked: ConnectionEvent = { type: 'FacebookPageSelected', data: { shopDomain, pageId: '1', at } };
    const before = [connected([page('1', '10'), page('2', '20')], null), picked];
    expect(
      selected(
        connection
          .given(before)
          .when(connect([page('1', '10'), page('2', '20')]))
          .events(),
      ),
    ).toBe('1');
    // The Page picked before, or the only one with Instagram, now answers for another shop: none is picked.
    expect(
      selected(
        connection
          .given(before)
          .when(connect([page('1', '10'), page('2', '20')], { pages: ['1'], instagramAccounts: [] }))
          .events(),
      ),
    ).toBeNull();
    expect(
      selected(
        connection
          .given([])
          .when(connect([page('1'), page('2', '20')], { pages: [], instagramAccounts: ['20'] }))
          .events(),
      ),
    ).toBeNull();
  });

  it('refuses to pick a Page, or a Page whose Instagram account, another shop holds', () => {
    const linked = connection.given([connected([page('1', '10'), page('2', '20')], null)]);
    const pick = (pageId: string, held = NOTHING_HELD) => linked.when({ type: 'SelectPage', shopDomain, pageId, held });
    pick('1').then([{ type: 'FacebookPageSelected', data: { shopDomain, pageId: '1', at } }]);
    pick('1', { pages: ['1'], instagramAccounts: [] }).thenThrows('conflict', CONNECTION_MESSAGES.pageTaken);
    pick('2', { pages: [], instagramAccounts: ['20'] }).thenThrows('conflict', CONNECTION_MESSAGES.instagramTaken);
    pick('2', { pages: ['1'], instagramAccounts: ['10'] }).then([
      { type: 'FacebookPageSelected', data: { shopDomain, pageId: '2', at } },
    ]);
    pick('9').thenThrows('not-found', CONNECTION_MESSAGES.unknownPage('9'));
    connection
      .given([])
      .when({ type: 'SelectPage', shopDomain, pageId: '1', held: NOTHING_HELD })
      .thenThrows('invalid', CONNECTION_MESSAGES.notConnected);
  });

  it('can send only with every permission and a valid pair; a broken pair stops it until the same pair connects again', () => {
    const events = [connected([page('1', '10')], '1')];
    const view = (list: ConnectionEvent[]) =>
      connectionView(list.reduce(connectionDecider.evolve, connectionDecider.initialState));
    expect(view(events).canSend).toBe(true);
    const broken = connection.given(events).when({ type: 'BreakPair', shopDomain, reason: 'unlinked' }).events();
    expect(broken).toEqual([
      {
        type: 'InstagramPairBroken',
        data: { shopDomain, pageId: '1', instagramAccountId: '10', reason: 'unlinked', at },
      },
    ]);
    connection
      .given([...events, ...broken])
      .when({ type: 'BreakPair', shopDomain, reason: 'again' })
      .thenNothingHappens();
    expect(view([...events, ...broken])).toMatchObject({ canSend: false, pairValid: false, connected: true });
    expect(view([...events, ...broken, connected([page('1', '10')], '1')]).canSend).toBe(true);
    const partial: ConnectionEvent = {
      type: 'FacebookMessagingConnected',
      data: {
        shopDomain,
        facebookUserId: '1',
        grantedScopes: ['instagram_basic'],
        pages: [page('1', '10')],
        selectedPageId: '1',
        at,
      },
    };
    expect(view([partial])).toMatchObject({ canSend: false, pairValid: true });
    connection.given([]).when({ type: 'Unlink', shopDomain }).thenNothingHappens();
  });
});
