import { setup } from 'xstate';
import type { MachineCard } from './machine-catalog';

export type NetworkStatusEvent = { type: 'network.offline' } | { type: 'network.online' };

export interface NetworkStatusInput {
  /** What the browser says at start (navigator.onLine). */
  online: boolean;
}

/**
 * The browser's connection (spec §8: a no-network tip): while it is offline the tip shows and the API client
 * holds its calls; when it comes back the tip goes and the held calls, and the ones the drop broke, are sent.
 */
export const networkStatusMachine = setup({
  types: {
    context: {} as NetworkStatusInput,
    events: {} as NetworkStatusEvent,
    input: {} as NetworkStatusInput,
  },
  guards: {
    startsOffline: ({ context }) => !context.online,
  },
}).createMachine({
  id: 'networkStatus',
  description:
    "The browser's connection: the no-network tip while offline; calls wait for the connection and are sent again when it returns.",
  context: ({ input }) => ({ online: input.online }),
  initial: 'starting',
  states: {
    starting: {
      description: 'What the browser said when the app started decides the first state.',
      always: [
        { guard: 'startsOffline', target: 'offline', description: 'The app started without a network.' },
        { target: 'online', description: 'The app started online.' },
      ],
    },
    online: {
      description: 'Calls go out as they are made.',
      on: {
        'network.offline': { target: 'offline', description: 'The browser lost its network (the offline event).' },
      },
    },
    offline: {
      description: 'The no-network tip shows; calls wait, and those the drop broke will be sent again.',
      tags: ['no-network'],
      on: {
        'network.online': {
          target: 'online',
          description: 'The network is back (the online event): the waiting calls go out.',
        },
      },
    },
  },
});

export const card = {
  machine: networkStatusMachine,
  title: 'Network status',
  spec: '§8 no-network tip',
  input: { online: true },
} satisfies MachineCard<typeof networkStatusMachine>;
