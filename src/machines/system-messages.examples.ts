import type { SimulationExamples } from './actor-examples';
import type { systemMessagesMachine } from './system-messages.machine';
import { ROUTES } from '../domain/route-table';

export const systemMessagesExamples: SimulationExamples<typeof systemMessagesMachine> = {
  actors: {
    systemMsgUnread: {
      output: {
        code: 200,
        data: [
          {
            id: 'n_1',
            title: 'Your boosting was approved',
            richText: '<p>Your holiday boosting for the tumbler starts today.</p>',
            isRead: false,
            msgType: 'boosting',
            urlType: 'router',
            url: ROUTES.boostingList.path,
            confirmBtn: 'View',
            cancelBtn: 'Later',
            createdAt: '2026-11-25T09:00:00.000Z',
          },
        ],
      },
      error: 'The messages could not be loaded.',
    },
    markRead: { output: { unreadCount: 0 }, error: 'The message could not be marked as read.' },
  },
};
