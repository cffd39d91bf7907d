import { assign, fromPromise, setup } from 'xstate';
import { getAppForceUpdateInfo } from '../api/account';
import { browserWhatsNewStore } from '../api/whats-new-store';
import { APP_VERSION_CODE, updatePrompt, type VersionInfo } from '../domain/app-version';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface UpdateCheckInput {
  /** The running build's version code. */
  installed?: number;
  /** The version code whose what's-new popup this browser already showed (local storage), if any. */
  whatsNewShownFor?: number | null;
}

export interface UpdateCheckContext {
  installed: number;
  whatsNewShownFor: number | null;
  info: VersionInfo | null;
}

export type UpdateCheckEvent =
  | { type: 'update.check' }
  /** Popup 114's only button: load the new build. */
  | { type: 'update.reload' }
  /** Popup 115's button. */
  | { type: 'update.dismiss' };

/**
 * The update check of spec §4: the server names the minimum version code and the build whose news are due.
 * Above the running code, the forced-update popup (114) shows and cannot be dismissed; otherwise, when the
 * news are for this build and this browser has not shown them, the what's-new popup (115) shows once.
 * For the web app "update" means loading the new build: a reload.
 */
export const updateCheckMachine = setup({
  types: {
    context: {} as UpdateCheckContext,
    events: {} as UpdateCheckEvent,
    input: {} as UpdateCheckInput,
  },
  actors: {
    getAppForceUpdateInfo: fromPromise<VersionInfo, { installed: number }>(({ input, signal }) =>
      getAppForceUpdateInfo({ platform: 'web', versionCode: input.installed }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isForceUpdate: ({ context }, output: VersionInfo) =>
      updatePrompt(output, context.installed, context.whatsNewShownFor) === 'forceUpdate',
    isWhatsNew: ({ context }, output: VersionInfo) =>
      updatePrompt(output, context.installed, context.whatsNewShownFor) === 'whatsNew',
    isFirstRun: ({ context }) => context.whatsNewShownFor === null,
  },
  actions: {
    assignInfo: assign((_, output: VersionInfo) => ({ info: output })),
    persistWhatsNewShown: ({ context }) => browserWhatsNewStore().markShown(context.installed),
    assignWhatsNewShown: assign(({ context }) => ({ whatsNewShownFor: context.installed })),
    reloadApp: () => globalThis.location?.reload(),
  },
}).createMachine({
  id: 'updateCheck',
  description:
    'Update check (spec §4): popup 114 when forceUpdateVersion exceeds the running version code; otherwise popup 115 once when freshNewsVersion equals it.',
  context: ({ input }) => ({
    installed: input.installed ?? APP_VERSION_CODE,
    whatsNewShownFor: input.whatsNewShownFor ?? null,
    info: null,
  }),
  on: {
    'update.reload': {
      actions: 'reloadApp',
      description: "Update now (popup 114's button, or the popup screen's): load the new build.",
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Not checked yet.',
      on: { 'update.check': { target: 'checking', description: 'The app has started: ask for the version codes.' } },
    },
    checking: {
      description: 'POST /user/getAppForceUpdateInfo with this build.',
      invoke: {
        id: 'getAppForceUpdateInfo',
        src: 'getAppForceUpdateInfo',
        input: ({ context }) => ({ installed: context.installed }),
        onDone: [
          {
            guard: { type: 'isForceUpdate', params: doneOutput },
            target: 'forceUpdate',
            actions: { type: 'assignInfo', params: doneOutput },
            description: 'This build is below the minimum: popup 114.',
          },
          {
            guard: { type: 'isWhatsNew', params: doneOutput },
            target: 'whatsNew',
            actions: [{ type: 'assignInfo', params: doneOutput }, 'persistWhatsNewShown', 'assignWhatsNewShown'],
            description: 'The news are for this build and not yet shown here: popup 115, remembered so it shows once.',
          },
          {
            guard: 'isFirstRun',
            target: 'upToDate',
            actions: [{ type: 'assignInfo', params: doneOutput }, 'persistWhatsNewShown', 'assignWhatsNewShown'],
            description:
              "The first run in this browser: nothing is new yet; this version counts as seen, so the next one's news show.",
          },
          { target: 'upToDate', actions: { type: 'assignInfo', params: doneOutput }, description: 'Nothing to tell.' },
        ],
        onError: { target: 'upToDate', description: 'The check failed: the app goes on; the next start checks again.' },
      },
    },
    forceUpdate: {
      description: 'Popup 114: the build must be updated; the popup has no close control.',
      tags: ['popup-visible'],
    },
    whatsNew: {
      description: "Popup 115: what's new in this build.",
      tags: ['popup-visible'],
      on: { 'update.dismiss': { target: 'upToDate', description: 'The creator has read the news.' } },
    },
    upToDate: {
      description: 'No update popup.',
    },
  },
});

export const card = {
  machine: updateCheckMachine,
  title: 'Update check',
  spec: '§4 Update check',
  input: {},
} satisfies MachineCard<typeof updateCheckMachine>;
