import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_LOGIN } from './example-answers';
import type { facebookLoginMachine } from './facebook-login.machine';

export const facebookLoginExamples: SimulationExamples<typeof facebookLoginMachine> = {
  actors: {
    signInProviders: { output: true, error: 'The sign-in options could not be loaded.' },
    getFacebookLoginUrl: {
      output: { url: 'https://www.facebook.com/v19.0/dialog/oauth?client_id=123&state=st_9f2', state: 'st_9f2' },
      error: 'Facebook sign-in is not available right now.',
    },
    oauth: {
      output: { ...EXAMPLE_LOGIN, loginType: 2 },
      error: 'Facebook did not confirm the sign-in. Please try again.',
    },
  },
};
