import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { browserAdClosedStore } from '../api/ad-closed-store';
import { advertisingList } from '../api/boosting';
import { browserSessionStore } from '../api/session-store';
import { activeActivity } from '../domain/promotion-activity';

export type AdActivity = Awaited<ReturnType<typeof advertisingList>>['list'][number];

export interface GlobalAdContext {
  ad: AdActivity | null;
  shopName: string | null;
}

export type GlobalAdEvent =
  /** From navigation, about 20 ms after a launch or relaunch (spec §2, §9). */
  | { type: 'globalAd.requested'; route: string; isPageGlobalAd: boolean }
  | { type: 'globalAd.close' }
  /** A click on the ad's image. */
  | { type: 'globalAd.open' };

export type GlobalAdEmitted = { type: 'route.external'; url: string };

export interface AdSelection {
  ad: AdActivity | null;
  shopName: string;
}

/**
 * The global ad modal (spec §2): after a launch or relaunch, on pages whose ad flag is on, it shows the running
 * advertising activity the creator has not closed: its image and a close icon, 382 px wide. Closing remembers
 * the activity for this shop (boostingModalColseStatus), so it does not come back.
 */
export const globalAdMachine = setup({
  types: {
    context: {} as GlobalAdContext,
    events: {} as GlobalAdEvent,
    emitted: {} as GlobalAdEmitted,
  },
  actors: {
    selectAd: fromPromise<AdSelection, { shopName: string }>(async ({ input, signal }) => {
      const { list } = await advertisingList({}, { signal });
      const closed = browserAdClosedStore();
      const ad = activeActivity(list, Date.now(), (id) => closed.isClosed(input.shopName, id)) ?? null;
      return { ad, shopName: input.shopName };
    }),
  },
  guards: {
    isAdPage: ({ event }) => {
      assertEvent(event, 'globalAd.requested');
      return event.isPageGlobalAd;
    },
    isLeavingAdPages: ({ event }) => {
      assertEvent(event, 'globalAd.requested');
      return !event.isPageGlobalAd;
    },
    // The ads are per shop and their list needs a session (spec §4 Promotion modal: no shop or token, no modal).
    hasSession: () => {
      const store = browserSessionStore();
      return store.token() !== null && store.shopDomain() !== null;
    },
    hasAd: ({ event }) => (event as unknown as { output: AdSelection }).output.ad !== null,
    hasLink: ({ context }) => Boolean(context.ad?.linkUrl),
  },
  actions: {
    assignSelection: assign(({ event }) => {
      const { ad, shopName } = (event as unknown as { output: AdSelection }).output;
      return { ad, shopName };
    }),
    assignNoAd: assign({ ad: null }),
    persistClosed: ({ context }) => {
      if (context.ad && context.shopName) browserAdClosedStore().markClosed(context.shopName, context.ad.id);
    },
    openLink: emit(({ context }) => ({ type: 'route.external' as const, url: context.ad?.linkUrl ?? '' })),
  },
}).createMachine({
  id: 'globalAd',
  description:
    'The global ad modal (spec §2): after a launch or relaunch, on pages with the ad flag on, the running activity the creator has not closed shows as an image with a close icon.',
  context: { ad: null, shopName: null },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No ad on screen.',
      on: {
        'globalAd.requested': {
          guard: and(['isAdPage', 'hasSession']),
          target: 'selecting',
          description:
            'A launch or relaunch of a signed-in creator on a page whose ad flag is on (every page but login, forgot-password and create-account).',
        },
      },
    },
    selecting: {
      description: 'Loading the advertising activities and picking the first one running now and not closed.',
      invoke: {
        id: 'selectAd',
        src: 'selectAd',
        input: () => ({ shopName: browserSessionStore().shopDomain() ?? '' }),
        onDone: [
          { guard: 'hasAd', target: 'visible', actions: 'assignSelection', description: 'An activity runs: the modal shows its image.' },
          { target: 'hidden', actions: 'assignNoAd', description: 'Nothing runs now, or the creator closed it: no modal.' },
        ],
        onError: { target: 'hidden', description: 'The list failed (only logged, spec §8): no modal.' },
      },
      on: {
        'globalAd.requested': {
          guard: 'isLeavingAdPages',
          target: 'hidden',
          description: 'The creator went on to a page without ads before the list came.',
        },
      },
    },
    visible: {
      description: 'The modal (382 px) shows the activity image and a close icon.',
      tags: ['modal-visible'],
      on: {
        'globalAd.close': { target: 'hidden', actions: ['persistClosed', 'assignNoAd'], description: 'The close icon: remember it for this shop.' },
        'globalAd.open': [
          {
            guard: 'hasLink',
            target: 'hidden',
            actions: ['openLink', 'persistClosed', 'assignNoAd'],
            description: "A click on the image opens the activity's page and closes the modal for good.",
          },
        ],
        'globalAd.requested': {
          guard: 'isLeavingAdPages',
          target: 'hidden',
          actions: 'assignNoAd',
          description: 'A relaunch to a page without ads (login after logout) takes the modal away.',
        },
      },
    },
  },
});
