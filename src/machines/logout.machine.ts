import { emit, fromPromise, setup } from 'xstate';
import { logout } from '../api/auth';
import { browserSessionStore } from '../api/session-store';
import {
  LOGIN_PATH,
  LOGOUT_CONFIRM_CANCEL,
  LOGOUT_CONFIRM_OK,
  LOGOUT_CONFIRM_TEXT,
  LOGOUT_RESET_MS,
} from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.confirm' } | { type: 'logout.cancel' };

/** Addressed to other root actors and features; the app runtime delivers them. */
export type LogoutEmitted =
  { type: 'navigation.relaunch'; path: string } | { type: 'session.signedOut' } | { type: 'chat.shutdown' };

/** What the confirmation dialog says (spec §2), for the view that renders it from the `confirm-visible` tag. */
export const LOGOUT_CONFIRMATION = {
  content: LOGOUT_CONFIRM_TEXT,
  confirmText: LOGOUT_CONFIRM_OK,
  cancelText: LOGOUT_CONFIRM_CANCEL,
} as const;

/**
 * Logout (spec §2 settings, §4 Logout): the red Log out row asks for confirmation; on OK the server session is
 * revoked, the token cleared and the app relaunched at login; 200 ms later the rest of the session is reset and
 * the chat widget shut down. Without a token it only relaunches to login.
 */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
    emitted: {} as LogoutEmitted,
  },
  actors: {
    logout: fromPromise<unknown>(({ signal }) => logout({}, { signal })),
  },
  guards: {
    hasToken: () => browserSessionStore().token() !== null,
  },
  actions: {
    clearToken: () => browserSessionStore().clearToken(),
    relaunchToLogin: emit({ type: 'navigation.relaunch', path: LOGIN_PATH }),
    resetSession: emit({ type: 'session.signedOut' }),
    // The chat feature registers for `chat.*` with the app runtime; until it exists nothing is running to stop.
    shutdownChat: emit({ type: 'chat.shutdown' }),
  },
  delays: {
    logoutResetDelay: LOGOUT_RESET_MS,
  },
}).createMachine({
  id: 'logout',
  description: 'Logout: confirm, revoke the session, clear the token and go to login; reset the rest 200 ms later.',
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing in progress.',
      on: {
        'logout.request': [
          {
            guard: 'hasToken',
            target: 'confirming',
            description: "The red Log out row: ask 'Are you sure you want to Logout？' with OK and Cancel.",
          },
          {
            actions: 'relaunchToLogin',
            description: 'No token: there is nothing to sign out of, just relaunch to login.',
          },
        ],
      },
    },
    confirming: {
      description: 'The confirmation dialog is open.',
      tags: ['confirm-visible'],
      on: {
        'logout.confirm': { target: 'signingOut', description: 'OK: log out.' },
        'logout.cancel': { target: 'idle', description: 'Cancel (or Escape): stay signed in.' },
      },
    },
    signingOut: {
      description: 'The server revokes the session; the OK button shows it is working.',
      tags: ['confirm-visible', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'resetting', description: 'The server session is revoked.' },
        onError: {
          target: 'resetting',
          description:
            'The server could not be told (offline): sign out on this device anyway; the token is forgotten.',
        },
      },
    },
    resetting: {
      description: 'The token is cleared and login is on screen; the rest of the state resets after 200 ms.',
      entry: ['clearToken', 'relaunchToLogin'],
      after: {
        logoutResetDelay: {
          target: 'idle',
          actions: ['resetSession', 'shutdownChat'],
          description: 'Reset the session state and shut down the chat widget.',
        },
      },
    },
  },
});

export const card = {
  machine: logoutMachine,
  title: 'Logout',
  spec: '§2 settings, §4 Logout',
} satisfies MachineCard<typeof logoutMachine>;
