import {
  assertEvent,
  assign,
  createActor,
  setup,
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
} from 'xstate';
import { TOAST_DEFAULT_MS } from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

/** A toast to show: its text and, unless the default 2 s (spec §9), how long it stays. */
export interface ToastRequest {
  text: string;
  durationMs?: number;
}

export interface ShownToast {
  text: string;
  durationMs: number;
}

export interface ToastContext {
  current: ShownToast | null;
  queue: ShownToast[];
}

export type ToastEvent = ({ type: 'toast.show' } & ToastRequest) | { type: 'toast.dismiss' };

/** The event that shows a toast, for any actor or view that holds the toast service. */
export const showToast = (toast: ToastRequest): ToastEvent => ({ type: 'toast.show', ...toast });

const toShown = (toast: ToastRequest): ShownToast => ({
  text: toast.text,
  durationMs: toast.durationMs ?? TOAST_DEFAULT_MS,
});

/** Leaving the toast on screen, by time or by dismissal: the next waiting toast shows, or none. */
function advance(why: string) {
  return [
    {
      guard: 'hasQueued',
      target: 'showing',
      reenter: true,
      actions: 'assignNext',
      description: `${why}: the next waiting toast shows, for its own duration.`,
    },
    { target: 'idle', actions: 'assignNone', description: `${why} and nothing waits: the toast hides.` },
  ] as const;
}

/**
 * The app's one toast line: toasts show one at a time, each for its own duration, then the next in the
 * order they were raised. The same text already showing or waiting is not queued twice, so a burst of
 * failing calls shows 'Error' once instead of for 4 s each.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  guards: {
    isNewText: ({ context, event }) => {
      assertEvent(event, 'toast.show');
      return context.current?.text !== event.text && !context.queue.some((t) => t.text === event.text);
    },
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    assignCurrent: assign({
      current: ({ event }) => {
        assertEvent(event, 'toast.show');
        return toShown(event);
      },
    }),
    assignQueued: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'toast.show');
        return [...context.queue, toShown(event)];
      },
    }),
    assignNext: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    assignNone: assign({ current: null }),
  },
  delays: {
    toastDuration: ({ context }) => context.current?.durationMs ?? TOAST_DEFAULT_MS,
  },
}).createMachine({
  id: 'toast',
  description: 'Short messages to the creator (spec §8, §9), shown one at a time above everything else.',
  context: { current: null, queue: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'No toast on screen.',
      on: {
        'toast.show': {
          target: 'showing',
          actions: 'assignCurrent',
          description: 'A machine or the API layer raises a toast; it shows at once.',
        },
      },
    },
    showing: {
      description: 'One toast is on screen for its duration (2 s by default, 4 s for server errors).',
      tags: ['toast-visible'],
      after: { toastDuration: advance('Its time is up') },
      on: {
        'toast.show': {
          guard: 'isNewText',
          actions: 'assignQueued',
          description:
            'Another toast is raised while one shows: it waits its turn (unless the same text already waits).',
        },
        'toast.dismiss': advance('It is dismissed early'),
      },
    },
  },
});

export type ToastService = ActorRefFrom<typeof toastMachine>;

/**
 * The app-wide toast service: one running toast machine. The composition root creates it, hands
 * `(toast) => service.send(showToast(toast))` to the API layer, and gives the service to the toast host.
 */
export function createToastService(options: Pick<ActorOptions<AnyActorLogic>, 'inspect'> = {}): ToastService {
  return createActor(toastMachine, options).start();
}

export const card = {
  machine: toastMachine,
  title: 'Toasts',
  spec: '§8 error catalogue, §9 constants',
} satisfies MachineCard<typeof toastMachine>;
