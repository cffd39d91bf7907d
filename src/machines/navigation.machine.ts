import { assertEvent, assign, emit, fromPromise, raise, setup, spawnChild } from 'xstate';
import { getInfo } from '../api/account';
import { eTab } from '../api/analytics';
import { browserRouteStackStore } from '../api/route-stack-store';
import type { UserInfo, UserType } from '../api/session-store';
import { DEFAULT_TAB_PATH, GLOBAL_AD_DELAY_MS } from '../domain/spec-constants';
import { TABS, tabPath, type TabId } from '../domain/tabs';
import { highlightedTabOf, isGlobalAdPage, mainTabOf } from '../domain/routes';
import { planRestore, stackOf } from '../domain/route-stack';
import { ROUTES } from '../domain/route-table';
import type { MachineCard } from './machine-catalog';

export interface NavigationInput {
  /** The hash route the page opened on, e.g. '/pages/myLinks/index'. */
  location: string;
  /** The stack saved before a reload (session storage), oldest first. */
  saved: readonly string[];
}

export interface NavigationContext {
  /** The route the address bar shows. */
  location: string;
  /** Pages the creator can go back through, oldest first; the last is the page on screen. */
  stack: string[];
  saved: readonly string[];
  /** The highlighted main tab: the last one a route selected (spec §3 layout state: 4 by default). */
  tab: TabId;
  /** The page-level global ad flag (spec §2): off on login, forgot-password and create-account. */
  isPageGlobalAd: boolean;
  /** Who is signed in, as launch reports it: analytics needs the shop, the Account tab the user type. */
  shopName: string | null;
  userType: UserType | null;
}

export type NavigationEvent =
  | { type: 'navigation.restore' }
  | { type: 'navigation.relaunch'; path: string }
  | { type: 'navigation.push'; path: string }
  | { type: 'navigation.back' }
  | { type: 'tab.select'; tab: TabId }
  | { type: 'location.changed'; route: string }
  | { type: 'navigation.identify'; shopName: string | null; userType: UserType | null };

/** What navigation asks of the outside: the router moves (the runtime carries it out), the global ad opens. */
export type NavigationEmitted =
  | { type: 'location.navigate'; route: string; mode: 'push' | 'replace' | 'back' }
  | { type: 'globalAd.requested'; route: string; isPageGlobalAd: boolean }
  /** The creator record the Account tab asked for: launch keeps it (and the user type in it). */
  | { type: 'session.userInfoChanged'; userInfo: UserInfo; relaunch: false };

type TabEventBody = NonNullable<Parameters<typeof eTab>[0]>;

export interface TabEventInput {
  tab: TabEventBody['tab'];
  shopName: string;
}

const DEFAULT_TAB: TabId = 4;
const ACCOUNT_TAB: TabId = 5;

/** The context for a route now on screen: the tab of its section (or the one before) and its ad flag. */
const showing = (context: NavigationContext, route: string) => ({
  location: route,
  tab: highlightedTabOf(route) ?? context.tab,
  isPageGlobalAd: isGlobalAdPage(route),
});

const top = (stack: readonly string[]): string | undefined => stack.at(-1);

/** The stack and route after a relaunch or a restore: the tab is the top page's section (or the one below it). */
function relaunched(context: NavigationContext, stack: string[]) {
  const tab = stack.reduce<TabId>((current, route) => highlightedTabOf(route) ?? current, context.tab);
  return { stack, ...showing({ ...context, tab }, top(stack) ?? DEFAULT_TAB_PATH) };
}

/**
 * Navigation and the route stack (spec §2): every entry relaunches at its path, pages push and pop a stack kept
 * in session storage, a reload restores it, and a relaunch clears it, triggers the global ad and reports the tab.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
    emitted: {} as NavigationEmitted,
  },
  actors: {
    eTab: fromPromise<void, TabEventInput>(async ({ input }) => {
      // ignoreErrors: a lost analytics event is nothing the creator can act on; the API layer logs it.
      await eTab({ shopdomain: input.shopName, tab: input.tab }).catch(() => undefined);
    }),
    // Quiet: when the record cannot be read, the Account tab opens on what the session already says.
    getInfo: fromPromise<UserInfo>(({ signal }) => getInfo({}, { signal, ignoreErrors: true })),
  },
  guards: {
    isAccountTab: ({ event }) => {
      assertEvent(event, 'tab.select');
      return event.tab === ACCOUNT_TAB;
    },
    isAccountTabWhileNew: ({ context, event }) => {
      assertEvent(event, 'tab.select');
      return event.tab === ACCOUNT_TAB && context.userType === 'new';
    },
    canGoBack: ({ context }) => context.stack.length > 1,
    isMainTabWithShop: ({ context }) => context.shopName !== null && mainTabOf(context.stack[0] ?? '/') !== undefined,
    isTopRoute: ({ context, event }) => {
      assertEvent(event, 'location.changed');
      return top(context.stack) === event.route;
    },
    isRouteBelowTop: ({ context, event }) => {
      assertEvent(event, 'location.changed');
      return context.stack.length > 1 && context.stack.at(-2) === event.route;
    },
  },
  actions: {
    assignRestored: assign(({ context }) => relaunched(context, stackOf(planRestore(context.saved, context.location)))),
    assignRelaunched: assign(({ context, event }) => {
      assertEvent(event, 'navigation.relaunch');
      return relaunched(context, [event.path]);
    }),
    assignPushed: assign(({ context, event }) => {
      assertEvent(event, ['navigation.push', 'location.changed']);
      const route = event.type === 'navigation.push' ? event.path : event.route;
      return { stack: [...context.stack, route], ...showing(context, route) };
    }),
    assignPopped: assign(({ context }) => {
      const stack = context.stack.slice(0, -1);
      return { stack, ...showing(context, top(stack) ?? '/') };
    }),
    assignLocation: assign(({ context, event }) => {
      assertEvent(event, 'location.changed');
      return showing(context, event.route);
    }),
    assignIdentity: assign(({ event }) => {
      assertEvent(event, 'navigation.identify');
      return { shopName: event.shopName, userType: event.userType };
    }),
    raiseTabRelaunch: raise(({ context }, params: { tab: TabId }) => {
      const tab = TABS.find((t) => t.id === params.tab);
      return {
        type: 'navigation.relaunch' as const,
        path: tab ? tabPath(tab, context.userType === 'new') : DEFAULT_TAB_PATH,
      };
    }),
    assignUserType: assign((_, params: { userInfo: UserInfo }) => ({ userType: params.userInfo.userType })),
    publishUserInfo: emit((_, params: { userInfo: UserInfo }) => ({
      type: 'session.userInfoChanged' as const,
      userInfo: params.userInfo,
      relaunch: false as const,
    })),
    clearRelaunchState: () => browserRouteStackStore().clearForRelaunch(),
    persistStack: ({ context }) => browserRouteStackStore().save(context.stack),
    // Runs after the assign of its transition, so the route is the one now on top.
    navigateTo: emit(({ context }, params: { mode: 'push' | 'replace' | 'back' }) => ({
      type: 'location.navigate' as const,
      route: context.location,
      mode: params.mode,
    })),
    requestGlobalAd: emit(({ context }) => ({
      type: 'globalAd.requested' as const,
      route: context.location,
      isPageGlobalAd: context.isPageGlobalAd,
    })),
    sendTabEvent: spawnChild('eTab', {
      // Tab analytics ids are 901 to 905 (spec §9); the guard made sure this is a main tab.
      input: ({ context }) => ({
        tab: (mainTabOf(context.stack[0] ?? DEFAULT_TAB_PATH)?.analyticsId ?? 904) as TabEventBody['tab'],
        shopName: context.shopName ?? '',
      }),
    }),
  },
  delays: {
    globalAdDelay: GLOBAL_AD_DELAY_MS,
  },
}).createMachine({
  id: 'navigation',
  description:
    'Navigation and the route stack: every navigation entry relaunches the app at its path; pages push and go back through a stack kept in session storage, which a reload restores.',
  context: ({ input }) => ({
    location: input.location,
    stack: [],
    saved: input.saved,
    tab: highlightedTabOf(input.location) ?? DEFAULT_TAB,
    isPageGlobalAd: isGlobalAdPage(input.location),
    shopName: null,
    userType: null,
  }),
  on: {
    'navigation.identify': {
      actions: 'assignIdentity',
      description: 'Launch reports who is signed in: the shop for tab analytics, the user type for the Account tab.',
    },
    'tab.select': {
      actions: { type: 'raiseTabRelaunch', params: ({ event }) => ({ tab: event.tab }) },
      description:
        'A main tab is chosen: relaunch at its path; the fifth goes to new_user_index_new for a new creator and to index_new otherwise.',
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Launch has not decided yet where the creator goes; no page is on the stack.',
      tags: ['awaiting-launch'],
      on: {
        'navigation.restore': {
          target: 'relaunching',
          actions: [
            'assignRestored',
            'clearRelaunchState',
            'persistStack',
            { type: 'navigateTo', params: { mode: 'replace' } },
          ],
          description:
            'Signed in at launch: rebuild the saved stack when its top is the page the hash shows (relaunch the first page, push the rest), otherwise relaunch the page the hash shows. The popup screen is never restored.',
        },
        'navigation.relaunch': {
          target: 'relaunching',
          actions: [
            'assignRelaunched',
            'clearRelaunchState',
            'persistStack',
            { type: 'navigateTo', params: { mode: 'replace' } },
          ],
          description: 'Launch sends the creator somewhere (login, connect account, the default tab).',
        },
        'location.changed': {
          actions: 'assignLocation',
          description: 'The address bar moved before launch decided: remember where, to restore it.',
        },
      },
    },
    relaunching: {
      description: 'A relaunch has replaced the stack; it is reported to analytics when it opens a main tab of a shop.',
      always: [
        {
          guard: 'isMainTabWithShop',
          target: 'active',
          actions: 'sendTabEvent',
          description: 'A main tab of a signed-in shop: send the analytics tab event (901 to 905).',
        },
        { target: 'active', description: 'Not a main tab, or no shop yet: nothing to report.' },
      ],
    },
    active: {
      description: 'Pages are on the stack; the creator moves between them.',
      type: 'parallel',
      on: {
        'navigation.relaunch': {
          target: 'relaunching',
          actions: [
            'assignRelaunched',
            'clearRelaunchState',
            'persistStack',
            { type: 'navigateTo', params: { mode: 'replace' } },
          ],
          description:
            'A navigation entry (a tab, a menu, a redirect) relaunches at its path: the stack and the boosting index are cleared and the stack starts over with this page.',
        },
        'navigation.push': {
          actions: ['assignPushed', 'persistStack', { type: 'navigateTo', params: { mode: 'push' } }],
          description: 'A page opens another on top: it is pushed on the saved stack.',
        },
        'navigation.back': {
          guard: 'canGoBack',
          actions: ['assignPopped', 'persistStack', { type: 'navigateTo', params: { mode: 'back' } }],
          description: 'Back to the page below, when there is one.',
        },
        'location.changed': [
          {
            guard: 'isTopRoute',
            actions: 'assignLocation',
            description: 'The address bar caught up with a navigation the stack already made.',
          },
          {
            guard: 'isRouteBelowTop',
            actions: ['assignPopped', 'persistStack'],
            description: "The browser's back button: the top page leaves the stack.",
          },
          {
            actions: ['assignPushed', 'persistStack'],
            description:
              'The creator typed a hash or went forward: the new page joins the stack, its tab is highlighted.',
          },
        ],
      },
      states: {
        ad: {
          description: 'The global ad of this relaunch.',
          initial: 'adPending',
          states: {
            adPending: {
              description: 'Just relaunched: the global ad modal is asked for about 20 ms later.',
              after: {
                globalAdDelay: {
                  target: 'adRequested',
                  actions: 'requestGlobalAd',
                  description: 'Trigger the global ad modal; it shows only when the page-level ad flag is on.',
                },
              },
            },
            adRequested: {
              description: 'The global ad modal has been triggered for this relaunch.',
            },
          },
        },
        accountTab: {
          description:
            "The Account tab of a creator the session still holds as new: is that still so? (new until the shop's first visitor click or first order)",
          initial: 'settled',
          states: {
            settled: {
              description: 'Nothing to ask: tabs relaunch at once.',
              on: {
                'tab.select': {
                  guard: 'isAccountTabWhileNew',
                  target: 'confirming',
                  description:
                    'The Account tab while the session says new: ask the server first, so a creator with a first click or order reaches the dashboard from now on.',
                },
              },
            },
            confirming: {
              description: 'getInfo: the creator record with the user type as the server decides it now.',
              tags: ['busy'],
              invoke: {
                id: 'getInfo',
                src: 'getInfo',
                onDone: {
                  target: 'settled',
                  actions: [
                    { type: 'assignUserType', params: ({ event }) => ({ userInfo: event.output }) },
                    { type: 'publishUserInfo', params: ({ event }) => ({ userInfo: event.output }) },
                    { type: 'raiseTabRelaunch', params: { tab: ACCOUNT_TAB } },
                  ],
                  description:
                    'The session keeps the fresh record; the tab opens the dashboard (index_new) for a regular creator, the first steps for a new one.',
                },
                onError: {
                  target: 'settled',
                  actions: { type: 'raiseTabRelaunch', params: { tab: ACCOUNT_TAB } },
                  description: 'Not read: the tab opens what the session says (the first steps).',
                },
              },
              on: {
                'tab.select': {
                  guard: 'isAccountTab',
                  description: 'Account again while asking: the answer is on its way.',
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The route each main tab opens for this creator, in TABS order (the fifth depends on the user type). */
export function tabRoutes(context: Pick<NavigationContext, 'userType'>): string[] {
  return TABS.map((tab) => tabPath(tab, context.userType === 'new'));
}

export const card = {
  machine: navigationMachine,
  title: 'Navigation and route stack',
  spec: '§2 main tabs, §3 layout state',
  input: { location: ROUTES.myLinks.path, saved: [] },
} satisfies MachineCard<typeof navigationMachine>;
