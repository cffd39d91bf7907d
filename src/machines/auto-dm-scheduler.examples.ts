import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_POST } from './auto-dm-example-posts';
import type { autoDmSchedulerMachine } from './auto-dm-scheduler.machine';

export const autoDmSchedulerExamples: SimulationExamples<typeof autoDmSchedulerMachine> = {
  actors: {
    checkUnPublishPost: {
      output: {
        waiting: 2,
        next: { ...EXAMPLE_POST, mediaId: 'post_9', scheduled: true, postedAt: '2026-11-26T15:00:00.000Z' },
      },
      error: 'Your scheduled posts could not be loaded.',
    },
    deleteSchedule: { output: 2, error: 'The scheduled Auto DMs could not be cleared.' },
  },
};
