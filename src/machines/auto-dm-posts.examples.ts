import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_POST } from './auto-dm-example-posts';
import { EXAMPLE_FACEBOOK_STATUS } from './example-answers';
import type { autoDmPostsMachine } from './auto-dm-posts.machine';

export const autoDmPostsExamples: SimulationExamples<typeof autoDmPostsMachine> = {
  actors: {
    loadAutoDm: {
      output: {
        hasAuth: true,
        hasBioLink: true,
        status: EXAMPLE_FACEBOOK_STATUS,
        posts: [{ ...EXAMPLE_POST, isContentUrl: true, dmCount: 14 }],
        total: 1,
      },
      error: 'Your posts could not be loaded.',
    },
  },
};
