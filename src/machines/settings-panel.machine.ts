import { assertEvent, assign, emit, enqueueActions, fromPromise, not, raise, setup, type SnapshotFrom } from 'xstate';
import { getInfo, getShopMaiCode, myhonor, saveReferCode } from '../api/account';
import { checkHasAuthV3 } from '../api/auto-dm';
import { checkShopSession, getBillInfo, getPlan } from '../api/billing';
import { hasBioLink } from '../api/bio-link';
import type { UserInfo } from '../api/session-store';
import { inviteLink, inviteMessage } from '../domain/invite-message';
import { routePath } from '../domain/routes';
import {
  settingsView,
  ROWS_NEEDING_DATA,
  type SettingsFacts,
  type SettingsRowId,
  type SettingsView,
} from '../domain/settings-visibility';
import {
  COPY_FAILED_TEXT,
  COPY_SUCCESS_TEXT,
  COPY_TOAST_MS,
  NOTIFY_DEFAULT_MS,
  PAYMENT_INFO_ADDED_TEXT,
  SAVE_SUCCESS_TEXT,
  SETTINGS_CLOSE_MS,
  TOAST_DEFAULT_MS,
} from '../domain/spec-constants';
import { writeClipboard } from './clipboard';
import { doneOutput } from './call-results';
import { REGISTERED_PATHS } from '../domain/registered-routes';
import type { MachineCard } from './machine-catalog';

export type Honor = Awaited<ReturnType<typeof myhonor>>;

/** The panel's loads, run in parallel on every open (spec §4 Settings modal), named after their operations. */
export const PANEL_LOADS = [
  'getShopMaiCode',
  'myhonor',
  'hasBioLink',
  'checkHasAuthV3',
  'checkShopSession',
  'getBillInfo',
  'getPlan',
  'getInfo',
] as const;
export type PanelLoad = (typeof PANEL_LOADS)[number];

export interface SettingsPanelInput {
  /** The app's address, for the sign-up link in the invitation, e.g. 'https://linkmint.app/pc/'. */
  appBaseUrl: string;
  /** The paths of the app's route tables: a row whose page is not among them shows disabled and does nothing. */
  registeredPaths: readonly string[];
}

export interface SettingsPanelContext {
  appBaseUrl: string;
  registeredPaths: readonly string[];
  /** The page open when the panel opened (a row leading there just closes the panel). */
  route: string;
  userInfo: UserInfo | null;
  /** The shop's own referral code, shared in the invitation. */
  shopCode: string | null;
  honor: Honor | null;
  hasBioLink: boolean;
  hasFacebookAuth: boolean;
  /** A card on file (getBillInfo): Payment opens billing and says so. */
  hasPaymentInfo: boolean;
  /** An unfinished checkout (checkShopSession): Payment opens billing, which resumes it. */
  hasOpenCheckout: boolean;
  /** The name of the shop's plan (getPlan), shown under the creator's name. */
  planName: string | null;
  /** Loads that have not answered yet. */
  pending: readonly PanelLoad[];
  referCodeDraft: string;
}

export type SettingsPanelEvent =
  | { type: 'settings.open'; route: string; userInfo: UserInfo | null }
  /** A click anywhere outside the panel, or Escape. */
  | { type: 'settings.close' }
  /** The page on screen changed (a row, a link, the address bar, back): the panel does not outlive its page. */
  | { type: 'settings.navigated'; route: string }
  | { type: 'settings.row.select'; row: SettingsRowId }
  | { type: 'settings.logout' }
  | { type: 'settings.honor.open' }
  | { type: 'settings.honor.close' }
  /** The Invite friends row: the invitation with the referral link shows, with Copy. */
  | { type: 'settings.invite.open' }
  | { type: 'settings.invite.copy' }
  | { type: 'settings.invite.dismiss' }
  | { type: 'settings.referral.change'; value: string }
  /** Enter in the VIP referral code input. */
  | { type: 'settings.referral.submit' }
  | { type: 'settings.notice.show' };

/** Addressed to the app runtime's actors. */
export type SettingsPanelEmitted =
  | { type: 'navigation.push'; path: string }
  | { type: 'toast.show'; text: string; durationMs: number }
  | { type: 'logout.request' }
  | { type: 'session.userInfoChanged'; userInfo: UserInfo; relaunch: false };

/** What the visibility rule needs, from what has loaded so far (a failed or pending check counts as false). */
export function settingsFacts(context: SettingsPanelContext): SettingsFacts {
  return {
    isPro: context.userInfo?.isPro === true,
    hasFacebookAuth: context.hasFacebookAuth,
    hasBioLink: context.hasBioLink,
    hasPaymentInfo: context.hasPaymentInfo || context.hasOpenCheckout,
    hasSourceReferCode: Boolean(context.userInfo?.sourceReferCode),
  };
}

export const panelView = (context: SettingsPanelContext): SettingsView =>
  settingsView(settingsFacts(context), context.registeredPaths);

/** What the panel knows before any load has answered: nothing, so every check counts as false. */
const NOTHING_LOADED = {
  shopCode: null,
  honor: null,
  hasBioLink: false,
  hasFacebookAuth: false,
  hasPaymentInfo: false,
  hasOpenCheckout: false,
  planName: null,
} satisfies Partial<SettingsPanelContext>;

export interface Invitation {
  referCode: string;
  /** The sign-up page with the code filled in. */
  link: string;
  /** What Copy writes: the product, the code and the link (spec §1, §2). */
  message: string;
}

/** The creator's invitation, once a referral code is known. */
export function invitationOf(
  context: Pick<SettingsPanelContext, 'shopCode' | 'userInfo' | 'appBaseUrl'>,
): Invitation | null {
  const referCode = context.shopCode ?? context.userInfo?.referCode ?? null;
  if (referCode === null) return null;
  return {
    referCode,
    link: inviteLink(context.appBaseUrl, referCode),
    message: inviteMessage(referCode, context.appBaseUrl),
  };
}

/** What each load's answer sets in the context; each takes the output its actor declares. */
const KEEP = {
  getShopMaiCode: (code: string) => ({ shopCode: code }),
  myhonor: (honor: Honor) => ({ honor }),
  hasBioLink: (has: boolean) => ({ hasBioLink: has }),
  checkHasAuthV3: (has: boolean) => ({ hasFacebookAuth: has }),
  checkShopSession: (open: boolean) => ({ hasOpenCheckout: open }),
  getBillInfo: (has: boolean) => ({ hasPaymentInfo: has }),
  getPlan: (name: string) => ({ planName: name }),
  getInfo: (userInfo: UserInfo) => ({ userInfo }),
} satisfies { [L in PanelLoad]: (output: never) => Partial<SettingsPanelContext> };

type LoadOutput<L extends PanelLoad> = Parameters<(typeof KEEP)[L]>[0];

/** One parallel load: its answer goes into context; either way it is no longer pending. */
function load<Id extends PanelLoad>(id: Id) {
  // TypeScript cannot correlate KEEP[id] with Id's own output type; the invoke below checks the actor's output against it.
  const keep = KEEP[id] as (output: LoadOutput<Id>) => Partial<SettingsPanelContext>;
  return {
    id,
    src: id,
    onDone: {
      actions: [
        { type: 'assignLoaded', params: ({ event }: { event: { output: LoadOutput<Id> } }) => keep(event.output) },
        { type: 'assignSettled', params: { load: id } },
      ],
      description: `${id} answered: keep what it says.`,
    },
    onError: {
      actions: { type: 'assignSettled', params: { load: id } },
      description: `${id} failed (or is not served yet): what needs it stays hidden; loading just stops waiting for it.`,
    },
  } as const;
}

/**
 * The settings side panel (spec §2, §4, §5): opened from the avatar, it loads the creator's data in parallel;
 * rows navigate (Payment and Income wait for the data, with a 3 s notice meanwhile); the referral block invites
 * friends (the referral link and invitation, with Copy) and takes a VIP code once; Log out asks the runtime's
 * confirmation. A click outside, Escape or another page on screen closes it after the 600 ms animation.
 */
export const settingsPanelMachine = setup({
  types: {
    context: {} as SettingsPanelContext,
    events: {} as SettingsPanelEvent,
    input: {} as SettingsPanelInput,
    emitted: {} as SettingsPanelEmitted,
  },
  actors: {
    // Quiet loads (spec §4: load failures just stop the loading state): a check the server cannot answer hides
    // what needs it rather than toasting on every open. A 401 still sends the creator to login.
    getShopMaiCode: fromPromise<string>(({ signal }) => getShopMaiCode({}, { signal, ignoreErrors: true })),
    myhonor: fromPromise<Honor>(({ signal }) => myhonor({}, { signal, ignoreErrors: true })),
    hasBioLink: fromPromise<boolean>(
      async ({ signal }) => (await hasBioLink({}, { signal, ignoreErrors: true })).hasBioLink,
    ),
    checkHasAuthV3: fromPromise<boolean>(
      async ({ signal }) => (await checkHasAuthV3({}, { signal, ignoreErrors: true })).hasAuth,
    ),
    checkShopSession: fromPromise<boolean>(
      async ({ signal }) => (await checkShopSession({}, { signal, ignoreErrors: true })).hasOpenSession,
    ),
    getBillInfo: fromPromise<boolean>(
      async ({ signal }) => (await getBillInfo({}, { signal, ignoreErrors: true })).hasPaymentInfo,
    ),
    getPlan: fromPromise<string>(async ({ signal }) => (await getPlan({}, { signal, ignoreErrors: true })).name),
    getInfo: fromPromise<UserInfo>(({ signal }) => getInfo({}, { signal, ignoreErrors: true })),
    saveReferCode: fromPromise<string, { referCode: string }>(
      async ({ input, signal }) => (await saveReferCode({ referCode: input.referCode }, { signal })).sourceReferCode,
    ),
    copyInvite: writeClipboard,
  },
  guards: {
    isLoading: ({ context }) => context.pending.length > 0,
    isRowShown: ({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      return panelView(context).rows.some((row) => row.id === event.row);
    },
    isRowAvailable: ({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      return panelView(context).rows.some((row) => row.id === event.row && row.available);
    },
    isWaitingForData: ({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      return context.pending.length > 0 && ROWS_NEEDING_DATA.includes(event.row);
    },
    isRowOnOpenPage: ({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      const row = panelView(context).rows.find((r) => r.id === event.row);
      return row !== undefined && routePath(row.path) === routePath(context.route);
    },
    isPaymentWithInfo: ({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      return event.row === 'payment' && context.hasPaymentInfo;
    },
    hasHonor: ({ context }) => context.honor !== null,
    hasReferCode: ({ context }) => invitationOf(context) !== null,
    isDraftBlank: ({ context }) => context.referCodeDraft.trim() === '',
    isReferralLocked: ({ context }) => panelView(context).referralInputDisabled,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'settings.navigated');
      return routePath(event.route) !== routePath(context.route);
    },
  },
  actions: {
    assignOpened: assign(({ event }) => {
      assertEvent(event, 'settings.open');
      return { route: event.route, userInfo: event.userInfo, referCodeDraft: '' };
    }),
    assignAllPending: assign({ pending: [...PANEL_LOADS], ...NOTHING_LOADED }),
    assignLoaded: assign((_, changes: Partial<SettingsPanelContext>) => changes),
    assignSettled: assign(({ context }, params: { load: PanelLoad }) => ({
      pending: context.pending.filter((p) => p !== params.load),
    })),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'settings.referral.change');
      return { referCodeDraft: event.value };
    }),
    assignSaved: assign(({ context }, output: string) => ({
      referCodeDraft: '',
      userInfo: context.userInfo ? { ...context.userInfo, sourceReferCode: output } : context.userInfo,
    })),
    showNotice: raise({ type: 'settings.notice.show' }),
    navigateToRow: emit(({ context, event }) => {
      assertEvent(event, 'settings.row.select');
      const row = panelView(context).rows.find((r) => r.id === event.row);
      return { type: 'navigation.push' as const, path: row?.path ?? context.route };
    }),
    notifyPaymentInfoAdded: emit({ type: 'toast.show', text: PAYMENT_INFO_ADDED_TEXT, durationMs: TOAST_DEFAULT_MS }),
    notifySaved: emit({ type: 'toast.show', text: SAVE_SUCCESS_TEXT, durationMs: TOAST_DEFAULT_MS }),
    notifyCopied: emit({ type: 'toast.show', text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }),
    notifyCopyFailed: emit({ type: 'toast.show', text: COPY_FAILED_TEXT, durationMs: COPY_TOAST_MS }),
    requestLogout: emit({ type: 'logout.request' }),
    // The runtime keeps the user info of the session (local storage): it learns the code entered here at once.
    publishUserInfo: enqueueActions(({ context, enqueue }) => {
      if (context.userInfo)
        enqueue.emit({ type: 'session.userInfoChanged', userInfo: context.userInfo, relaunch: false });
    }),
  },
  delays: {
    closeAnimation: SETTINGS_CLOSE_MS,
    noticeDuration: NOTIFY_DEFAULT_MS,
  },
}).createMachine({
  id: 'settingsPanel',
  description:
    'The settings side panel (360 px, min height 625 px): loads the shop code, honor, bio link, Facebook auth, shop session, payment info, plan and user info in parallel; rows navigate; referral code and invite; Log out; closes 600 ms after a click outside, Escape or a change of page.',
  context: ({ input }) => ({
    appBaseUrl: input.appBaseUrl,
    registeredPaths: input.registeredPaths,
    route: '/',
    userInfo: null,
    ...NOTHING_LOADED,
    pending: [],
    referCodeDraft: '',
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Not on screen.',
      on: {
        'settings.open': {
          target: 'open',
          actions: 'assignOpened',
          description: 'The avatar at the bottom of the side navigation opens settings.',
        },
      },
    },
    open: {
      description: 'On screen beside the side navigation.',
      type: 'parallel',
      tags: ['panel-visible'],
      on: {
        'settings.close': {
          target: 'closing',
          description: 'A click anywhere outside the panel, or Escape, closes it.',
        },
        'settings.navigated': {
          guard: 'isOtherPage',
          target: 'closing',
          description:
            'Another page came on screen (a link, the address bar, back): the panel closes with it, so nothing of it stays over the new page.',
        },
        'settings.logout': {
          actions: 'requestLogout',
          description: "The red Log out row: the runtime asks 'Are you sure you want to Logout？' above the panel.",
        },
        'settings.row.select': [
          {
            guard: not('isRowShown'),
            description: 'A row this creator does not have (pro, or no Auto DM) does nothing.',
          },
          {
            guard: not('isRowAvailable'),
            description:
              "A row whose page the app does not have yet shows disabled, saying so, and does nothing (never 'Page not found').",
          },
          {
            guard: 'isWaitingForData',
            actions: 'showNotice',
            description:
              "Payment or Income before the data has loaded: the 3 s notice 'Oops! Looks like the data's still loading…' instead.",
          },
          {
            guard: 'isRowOnOpenPage',
            target: 'closing',
            description: 'The row leads to the page already open: just close the panel.',
          },
          {
            guard: 'isPaymentWithInfo',
            target: 'closing',
            actions: ['notifyPaymentInfoAdded', 'navigateToRow'],
            description:
              "Payment with a card on file: toast 'Payment info. has been added！' for 2 s and open billing.",
          },
          {
            target: 'closing',
            actions: 'navigateToRow',
            description:
              'Open the row page (Payment: billing with payment info or an open checkout, the plans page otherwise).',
          },
        ],
      },
      states: {
        data: {
          description: 'The panel data.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The eight loads run in parallel; Payment, Income, save and invite wait for them.',
              tags: ['loading'],
              entry: 'assignAllPending',
              invoke: [
                load('getShopMaiCode'),
                load('myhonor'),
                load('hasBioLink'),
                load('checkHasAuthV3'),
                load('checkShopSession'),
                load('getBillInfo'),
                load('getPlan'),
                load('getInfo'),
              ],
              always: { guard: not('isLoading'), target: 'ready', description: 'Every load has answered or failed.' },
            },
            ready: { description: 'Everything that could load has; the rows act directly.' },
          },
        },
        modal: {
          description: 'The modals over the panel.',
          initial: 'none',
          states: {
            none: {
              description: 'No modal.',
              on: {
                'settings.honor.open': {
                  guard: 'hasHonor',
                  target: 'honor',
                  description: 'The level badge opens the honor modal.',
                },
                'settings.invite.open': [
                  {
                    guard: 'isLoading',
                    actions: 'showNotice',
                    description: 'Invite is blocked while the data loads (spec §5): the notice shows.',
                  },
                  {
                    guard: 'hasReferCode',
                    target: 'invite',
                    description: 'Invite friends: the invitation with the referral code and link shows, ready to copy.',
                  },
                  {
                    actions: 'showNotice',
                    description:
                      'No referral code could be loaded: the notice says the data is not there yet (open the panel again).',
                  },
                ],
              },
            },
            invite: {
              description:
                'The invitation: the referral link and the message with it, each readable and selectable, and Copy.',
              tags: ['invite-visible'],
              on: {
                'settings.invite.copy': {
                  target: 'copying',
                  description: 'Copy writes the invitation to the clipboard.',
                },
                'settings.invite.dismiss': { target: 'none', description: 'Close the invitation.' },
              },
            },
            copying: {
              description: 'Writing the invitation to the clipboard.',
              invoke: {
                id: 'copyInvite',
                src: 'copyInvite',
                input: ({ context }) => ({ text: invitationOf(context)?.message ?? '' }),
                onDone: {
                  target: 'inviteCopied',
                  actions: 'notifyCopied',
                  description: "Copied: toast 'copy successful' for 3 s and show the invitation modal.",
                },
                onError: {
                  target: 'invite',
                  actions: 'notifyCopyFailed',
                  description: 'The browser refused the clipboard: say so; the link stays on screen to copy by hand.',
                },
              },
            },
            inviteCopied: {
              description:
                "'Your personal invitation is copied!' with 'Please feel free to sure with your friends.' and OK.",
              tags: ['invite-modal'],
              on: { 'settings.invite.dismiss': { target: 'none', description: 'OK closes the modal.' } },
            },
            honor: {
              description: "The honor modal: level image, name, time range, description and 'Nice!'.",
              tags: ['honor-modal'],
              on: { 'settings.honor.close': { target: 'none', description: "'Nice!' closes the modal." } },
            },
          },
        },
        notice: {
          description: 'The data-loading notice.',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No notice.',
              on: { 'settings.notice.show': { target: 'shown', description: 'Something waited for the data.' } },
            },
            shown: {
              description: "'Oops! Looks like the data's still loading. Give it another second!' for 3 s.",
              tags: ['notice-visible'],
              after: { noticeDuration: { target: 'hidden', description: 'Three seconds later the notice goes.' } },
              on: {
                'settings.notice.show': {
                  target: 'shown',
                  reenter: true,
                  description: 'Asked again: three more seconds.',
                },
              },
            },
          },
        },
        referral: {
          description: 'The VIP referral code input.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Typing; disabled once a source referral code exists.',
              on: {
                'settings.referral.change': {
                  guard: not('isReferralLocked'),
                  actions: 'assignDraft',
                  description: 'The creator types a code.',
                },
                'settings.referral.submit': [
                  {
                    guard: 'isLoading',
                    actions: 'showNotice',
                    description: 'Save is blocked while the data loads (spec §5): the notice shows.',
                  },
                  { guard: 'isReferralLocked', description: 'A source referral code exists: the input is disabled.' },
                  { guard: 'isDraftBlank', description: 'Saving an empty code does nothing (spec §5).' },
                  { target: 'saving', description: 'Enter saves the code.' },
                ],
              },
            },
            saving: {
              description: 'POST /setting/saveReferCode.',
              tags: ['referral-saving'],
              invoke: {
                id: 'saveReferCode',
                src: 'saveReferCode',
                input: ({ context }) => ({ referCode: context.referCodeDraft.trim() }),
                onDone: {
                  target: 'editing',
                  actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved', 'publishUserInfo'],
                  description: "Saved: toast 'save successful!'; the input is now disabled.",
                },
                onError: {
                  target: 'editing',
                  description: 'Refused (the API layer shows the reason): the code stays for a fix.',
                },
              },
            },
          },
        },
      },
    },
    closing: {
      description: `The closing animation (${SETTINGS_CLOSE_MS} ms).`,
      tags: ['panel-closing'],
      after: { closeAnimation: { target: 'closed', description: 'The animation is over: the panel leaves the page.' } },
      on: {
        'settings.open': { target: 'open', actions: 'assignOpened', description: 'Opened again while it closes.' },
      },
    },
  },
});

export type SettingsPanelSnapshot = SnapshotFrom<typeof settingsPanelMachine>;

export const card = {
  machine: settingsPanelMachine,
  title: 'Settings panel',
  spec: '§2 settings side panel, §4 Settings modal',
  screen: 'settings',
  input: { appBaseUrl: 'http://localhost/pc/', registeredPaths: REGISTERED_PATHS },
} satisfies MachineCard<typeof settingsPanelMachine>;
