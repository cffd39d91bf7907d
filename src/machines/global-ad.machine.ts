import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { browserAdClosedStore } from '../api/ad-closed-store';
import { browserBannerClosedStore } from '../api/banner-closed-store';
import { advertisingList, checkBoostingWhitelist } from '../api/boosting';
import { PROMOTION_LINKS } from '../api/promotion-links';
import { browserSessionStore } from '../api/session-store';
import { activeActivity, isBannerPeriod, promotionView, type PromotionSelection } from '../domain/promotion-activity';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export type AdActivity = Awaited<ReturnType<typeof advertisingList>>['list'][number];
export type AdSelection = PromotionSelection<AdActivity>;

export interface GlobalAdContext extends AdSelection {
  /** handleBoostingBanner (spec §4): on whenever no modal shows after a selection. */
  bannerFlag: boolean;
}

export type GlobalAdEvent =
  /** From navigation, about 20 ms after a launch or relaunch (spec §2, §9). */
  | { type: 'globalAd.requested'; route: string; isPageGlobalAd: boolean }
  | { type: 'globalAd.close' }
  /** A click on the ad's image. */
  | { type: 'globalAd.open' }
  /** The modal's More button (spec §4). */
  | { type: 'globalAd.more' }
  /** The banner's close icon and Learn more (spec §1). */
  | { type: 'globalAd.bannerClose' }
  | { type: 'globalAd.bannerLearnMore' };

/** Promotion pages open in a new tab, so the creator keeps the app where it was. */
export type GlobalAdEmitted = { type: 'route.external'; url: string; newTab?: boolean };

/**
 * Spec §4 Promotion modal: the activity list, the shop's close flags and the Los Angeles time, read in one go.
 * Without a session, or when the list fails or is empty, no activity is chosen (the failure is only logged, §8).
 */
async function selectPromotion({ signal }: { signal: AbortSignal }): Promise<AdSelection> {
  // Loaded on first use: the polyfill is large and only the promotion needs it.
  const { Temporal } = await import('@js-temporal/polyfill');
  const now = Temporal.Now.instant();
  const session = browserSessionStore();
  const shopName = session.shopDomain();
  const bannerPeriod = isBannerPeriod(Temporal, now);
  const bannerClosed = shopName !== null && browserBannerClosedStore().isClosed(shopName);
  if (shopName === null || session.token() === null) return { ad: null, shopName, bannerPeriod, bannerClosed };
  const list = await advertisingList({}, { signal }).then(
    (data) => data.list,
    (error: unknown) => {
      console.warn('advertising list failed; the promotion banner shows instead', error);
      return [];
    },
  );
  const closed = browserAdClosedStore();
  const ad = activeActivity(Temporal, list, now, (id) => closed.isClosed(shopName, id)) ?? null;
  return { ad, shopName, bannerPeriod, bannerClosed };
}

/**
 * The promotion modal and banner (spec §2, §4), which is also the global ad modal: after a launch or relaunch, on
 * pages whose ad flag is on, the first running activity the creator has not closed shows as the modal (382 px,
 * image, close icon, More); otherwise the Rising Stars banner may show. Never both.
 */
export const globalAdMachine = setup({
  types: {
    context: {} as GlobalAdContext,
    events: {} as GlobalAdEvent,
    emitted: {} as GlobalAdEmitted,
  },
  actors: {
    selectPromotion: fromPromise<AdSelection>(({ signal }) => selectPromotion({ signal })),
    checkBoostingWhitelist: fromPromise<boolean>(
      async ({ signal }) => (await checkBoostingWhitelist({}, { signal })).whitelisted,
    ),
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
    hasAd: (_, output: AdSelection) => promotionView(output).modal !== null,
    hasLink: ({ context }) => Boolean(context.ad?.linkUrl),
    isBannerShown: ({ context }) => context.bannerFlag && context.bannerPeriod && !context.bannerClosed,
  },
  actions: {
    assignSelection: assign((_, selection: AdSelection) => {
      return { ...selection, bannerFlag: promotionView(selection).modal === null };
    }),
    // Spec §4: closing re-shows the banner (its flag; period and the shop's own close still apply) before selecting again.
    assignClosed: assign({ ad: null, bannerFlag: true }),
    assignNoAd: assign({ ad: null }),
    // An unknown date (the time library failed to load) must not bring back a promotion that has ended.
    assignUnknownTime: assign({ ad: null, bannerFlag: false, bannerPeriod: false }),
    persistClosed: ({ context }) => {
      if (context.ad && context.shopName) browserAdClosedStore().markClosed(context.shopName, context.ad.id);
    },
    persistBannerClosed: ({ context }) => {
      if (context.shopName) browserBannerClosedStore().markClosed(context.shopName);
    },
    assignBannerClosed: assign({ bannerClosed: true }),
    openLink: emit(({ context }) => ({
      type: 'route.external' as const,
      url: context.ad?.linkUrl ?? '',
      newTab: true,
    })),
    openPromotionPage: emit((_, { whitelisted }: { whitelisted: boolean }) => {
      return {
        type: 'route.external' as const,
        url: whitelisted ? PROMOTION_LINKS.risingStar : PROMOTION_LINKS.boostingPromotion,
        newTab: true,
      };
    }),
    openRisingStars: emit({ type: 'route.external' as const, url: PROMOTION_LINKS.risingStar, newTab: true }),
  },
}).createMachine({
  id: 'globalAd',
  description:
    'The promotion modal and banner (spec §2, §4), also the global ad modal: after a launch or relaunch on pages with the ad flag on, the first running activity the creator has not closed shows as the modal; otherwise the Rising Stars banner may show, never both.',
  context: { ad: null, shopName: null, bannerFlag: false, bannerPeriod: false, bannerClosed: false },
  type: 'parallel',
  states: {
    modal: {
      description: 'The promotion (global ad) modal: 382 px, the activity image, a close icon and More.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No modal on screen.',
          on: {
            'globalAd.requested': {
              guard: 'isAdPage',
              target: 'selecting',
              description:
                'A launch or relaunch on a page whose ad flag is on (every page but login, forgot-password and create-account).',
            },
          },
        },
        selecting: {
          description:
            'Loading the activities and picking the first whose start and end hold the current Los Angeles time and that the shop has not closed.',
          invoke: {
            id: 'selectPromotion',
            src: 'selectPromotion',
            onDone: [
              {
                guard: { type: 'hasAd', params: doneOutput },
                target: 'visible',
                actions: { type: 'assignSelection', params: doneOutput },
                description: 'An activity runs: the modal shows, the banner hides.',
              },
              {
                target: 'hidden',
                actions: { type: 'assignSelection', params: doneOutput },
                description:
                  'No session, a failed or empty list, or nothing running unclosed: no modal, the banner flag on.',
              },
            ],
            onError: {
              target: 'hidden',
              actions: 'assignUnknownTime',
              description: 'The time library did not load: neither modal nor banner.',
            },
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
          description: 'The modal shows the activity image, a close icon and More.',
          tags: ['modal-visible'],
          on: {
            'globalAd.close': {
              target: 'selecting',
              actions: ['persistClosed', 'assignClosed'],
              description: 'The close icon: remember it for this shop, re-show the banner and select again.',
            },
            'globalAd.open': {
              guard: 'hasLink',
              target: 'selecting',
              actions: ['openLink', 'persistClosed', 'assignClosed'],
              description:
                "A click on the image opens the activity's own page in a new tab and closes the modal like the close icon.",
            },
            'globalAd.more': {
              target: 'checkingWhitelist',
              description: 'More: first ask whether the shop may boost.',
            },
            'globalAd.requested': {
              guard: 'isLeavingAdPages',
              target: 'hidden',
              actions: 'assignNoAd',
              description: 'A relaunch to a page without ads (login after logout) takes the modal away.',
            },
          },
        },
        checkingWhitelist: {
          description: 'More was clicked: the boosting whitelist decides which promotion page opens.',
          tags: ['modal-visible', 'busy'],
          invoke: {
            id: 'checkBoostingWhitelist',
            src: 'checkBoostingWhitelist',
            onDone: {
              target: 'selecting',
              actions: [
                { type: 'openPromotionPage', params: ({ event }) => ({ whitelisted: event.output }) },
                'persistClosed',
                'assignClosed',
              ],
              description:
                'Whitelisted: the rising-star page, otherwise the boosting promotion page (new tab); then the modal closes.',
            },
            onError: {
              target: 'selecting',
              actions: [{ type: 'openPromotionPage', params: { whitelisted: false } }, 'persistClosed', 'assignClosed'],
              description:
                'A failed check counts as not whitelisted (only logged, spec §8): the boosting promotion page; then the modal closes.',
            },
          },
          on: {
            'globalAd.more': { description: 'Repeated clicks while the check runs are ignored.' },
          },
        },
      },
    },
    banner: {
      description:
        "The Rising Stars banner: 'Introducing our Rising Stars program, up to $5,000 to win, for Boosting Creators', Learn more and a close icon.",
      initial: 'hidden',
      states: {
        hidden: {
          description:
            'The modal shows, the promotion ended (2025-07-31 23:59:59 Los Angeles), or the shop closed the banner.',
          always: {
            guard: 'isBannerShown',
            target: 'visible',
            description: 'No modal, within the period, not closed by this shop.',
          },
        },
        visible: {
          description: 'The banner shows.',
          tags: ['banner-visible'],
          always: {
            guard: not('isBannerShown'),
            target: 'hidden',
            description: 'A modal came, or the period ended at a new selection.',
          },
          on: {
            'globalAd.bannerClose': {
              target: 'hidden',
              actions: ['persistBannerClosed', 'assignBannerClosed'],
              description: 'The close icon: remembered for this shop (boostingBannerColseStatus).',
            },
            'globalAd.bannerLearnMore': {
              actions: 'openRisingStars',
              description: 'Learn more opens the Rising Stars page in a new tab.',
            },
          },
        },
      },
    },
  },
});

export const card = {
  machine: globalAdMachine,
  title: 'Global ad modal',
  spec: '§2 shared pieces, §4 Promotion modal',
} satisfies MachineCard<typeof globalAdMachine>;
