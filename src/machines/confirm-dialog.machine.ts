import {
  assertEvent,
  assign,
  createActor,
  fromPromise,
  setup,
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
} from 'xstate';
import {
  CONFIRM_DEFAULT_CANCEL_TEXT,
  CONFIRM_DEFAULT_CONFIRM_TEXT,
  CONFIRM_DEFAULT_CONTENT,
  CONFIRM_DEFAULT_TITLE,
  CONFIRM_FADE_MS,
} from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

/** What a caller may set; everything else takes the spec's defaults (§8 default confirm dialog). */
export interface ConfirmOptions {
  title?: string;
  /** Paragraphs of the body. */
  content?: readonly string[];
  confirmText?: string;
  cancelText?: string;
  showCancel?: boolean;
  /** Hide once the confirm callback has finished (true by default); false leaves hiding to the caller. */
  autoHide?: boolean;
}

export interface ConfirmCallbacks {
  /** Runs on confirm; while a returned promise is pending the confirm button shows its loading state. */
  onConfirm?: () => unknown;
  /** Runs on cancel and on Escape. */
  onCancel?: () => void;
}

export interface ConfirmDialogContext {
  title: string;
  content: readonly string[];
  confirmText: string;
  cancelText: string;
  showCancel: boolean;
  autoHide: boolean;
  callbacks: ConfirmCallbacks;
}

export type ConfirmDialogEvent =
  | ({ type: 'dialog.show'; options?: ConfirmOptions } & ConfirmCallbacks)
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.escape' }
  | { type: 'dialog.overlay.click' }
  | { type: 'dialog.hide' };

const DEFAULTS: Omit<ConfirmDialogContext, 'callbacks'> = {
  title: CONFIRM_DEFAULT_TITLE,
  content: CONFIRM_DEFAULT_CONTENT,
  confirmText: CONFIRM_DEFAULT_CONFIRM_TEXT,
  cancelText: CONFIRM_DEFAULT_CANCEL_TEXT,
  showCancel: true,
  autoHide: true,
};

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
  },
  actors: {
    /** The caller's confirm callback; a returned promise keeps the button loading until it settles. */
    runConfirm: fromPromise<unknown, { callbacks: ConfirmCallbacks }>(async ({ input }) =>
      input.callbacks.onConfirm?.(),
    ),
  },
  actions: {
    assignShown: assign(({ event }) => {
      assertEvent(event, 'dialog.show');
      const { options = {}, onConfirm, onCancel } = event;
      return {
        title: options.title ?? DEFAULTS.title,
        content: options.content ?? DEFAULTS.content,
        confirmText: options.confirmText ?? DEFAULTS.confirmText,
        cancelText: options.cancelText ?? DEFAULTS.cancelText,
        showCancel: options.showCancel ?? DEFAULTS.showCancel,
        autoHide: options.autoHide ?? DEFAULTS.autoHide,
        callbacks: { ...(onConfirm ? { onConfirm } : {}), ...(onCancel ? { onCancel } : {}) },
      };
    }),
    notifyCancel: ({ context }) => context.callbacks.onCancel?.(),
    // Removed: the next show starts from the defaults, and no callback outlives its dialog.
    assignRemoved: assign({ ...DEFAULTS, callbacks: {} }),
  },
  guards: {
    isAutoHide: ({ context }) => context.autoHide,
  },
  delays: {
    fade: CONFIRM_FADE_MS,
  },
}).createMachine({
  id: 'confirmDialog',
  description:
    'The confirm dialog of spec §4: shown on request; confirm runs the confirm callback (loading while it is async) and ' +
    'hides when autoHide; cancel runs the cancel callback; removed 300 ms after hiding. An overlay click never closes it; Escape does.',
  context: { ...DEFAULTS, callbacks: {} },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Not in the page.',
      on: {
        'dialog.show': {
          target: 'visible',
          actions: 'assignShown',
          description: 'A caller asks to confirm something.',
        },
      },
    },
    visible: {
      description: 'Shown, waiting for the creator: confirm, cancel or Escape.',
      tags: ['dialog-mounted', 'dialog-open'],
      on: {
        'dialog.confirm': { target: 'confirming', description: 'The creator confirms: the confirm callback runs.' },
        'dialog.cancel': {
          target: 'hiding',
          actions: 'notifyCancel',
          description: 'The creator cancels: the cancel callback runs and the dialog hides.',
        },
        'dialog.escape': {
          target: 'hiding',
          actions: 'notifyCancel',
          description: 'Escape closes the dialog as cancel does.',
        },
        'dialog.overlay.click': { description: 'A click on the overlay does not close the dialog (spec §4).' },
        'dialog.hide': {
          target: 'hiding',
          description: 'The caller hides the dialog (after a confirm without autoHide).',
        },
        'dialog.show': {
          target: 'visible',
          reenter: true,
          actions: 'assignShown',
          description: 'Another request replaces the question on screen.',
        },
      },
    },
    confirming: {
      description:
        'The confirm callback runs; the confirm button shows its loading state and the dialog ignores dismissal.',
      tags: ['dialog-mounted', 'dialog-open', 'busy'],
      invoke: {
        id: 'runConfirm',
        src: 'runConfirm',
        input: ({ context }) => ({ callbacks: context.callbacks }),
        onDone: [
          {
            guard: 'isAutoHide',
            target: 'hiding',
            description: 'The callback finished and the dialog hides itself (autoHide).',
          },
          { target: 'visible', description: 'The callback finished; the caller hides the dialog when it is ready.' },
        ],
        onError: {
          target: 'visible',
          description: 'The callback failed (its own code tells the creator why): the dialog stays for another try.',
        },
      },
      on: {
        'dialog.overlay.click': { description: 'An overlay click does nothing while confirming either.' },
        'dialog.hide': { target: 'hiding', description: 'The caller hides the dialog before its callback settles.' },
      },
    },
    hiding: {
      description: `Fading out; removed from the page after ${CONFIRM_FADE_MS} ms.`,
      tags: ['dialog-mounted'],
      after: {
        fade: { target: 'hidden', actions: 'assignRemoved', description: 'The fade is over: the dialog is removed.' },
      },
      on: {
        'dialog.show': { target: 'visible', actions: 'assignShown', description: 'Shown again while it fades out.' },
      },
    },
  },
});

export type ConfirmDialogService = ActorRefFrom<typeof confirmDialogMachine>;

/** The app-wide confirm dialog: one running machine, shown by the confirm-dialog host in the shell. */
export function createConfirmDialogService(
  options: Pick<ActorOptions<AnyActorLogic>, 'inspect'> = {},
): ConfirmDialogService {
  return createActor(confirmDialogMachine, options).start();
}

export const card = {
  machine: confirmDialogMachine,
  title: 'Confirm dialog',
  spec: '§4 Confirm dialog',
} satisfies MachineCard<typeof confirmDialogMachine>;
