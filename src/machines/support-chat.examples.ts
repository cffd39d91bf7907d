import type { SimulationExamples } from './actor-examples';
import { BUILTIN_MESSENGER_TOKEN } from '../domain/support-chat';
import type { supportChatMachine } from './support-chat.machine';

const agentReply = {
  id: 'm_2',
  author: 'agent',
  body: 'Hi Jane, happy to help. Which link is it?',
  createdAt: '2026-11-25T17:21:00.000Z',
} as const;

export const supportChatExamples: SimulationExamples<typeof supportChatMachine> = {
  actors: {
    token: { output: BUILTIN_MESSENGER_TOKEN, error: 'Intercom Load Faild' },
    // The messengers run until closed and report by events (unread counts, closing); they finish without an output.
    runMessenger: { output: undefined, error: 'The messenger stopped.' },
    pollUnread: { output: undefined, error: 'The unread count stopped.' },
    messagesList: {
      output: [
        { id: 'm_1', author: 'creator', body: 'My short link shows no clicks.', createdAt: '2026-11-25T17:20:00.000Z' },
        agentReply,
      ],
      error: 'The conversation could not be loaded.',
    },
    send: {
      output: { id: 'm_3', author: 'creator', body: 'The one for the tumbler.', createdAt: '2026-11-25T17:22:00.000Z' },
      error: 'The message was not sent.',
    },
  },
  events: {
    'chat.send': { text: 'The one for the tumbler.' },
  },
};
