import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_FACEBOOK_STATUS } from './example-answers';
import type { facebookConnectMachine } from './facebook-connect.machine';

const page = { pageId: 'fbp_77', name: 'Jane Loves Finds', instagramUserName: 'janeloves', selected: false };
const notConnected = { connected: false, pairValid: false };

export const facebookConnectExamples: SimulationExamples<typeof facebookConnectMachine> = {
  actors: {
    fbConnectStatus: { output: notConnected, error: 'The Facebook connection could not be checked.' },
    getFacebookConnectUrl: {
      output: { url: 'https://www.facebook.com/v19.0/dialog/oauth?client_id=123&state=st_4c1', state: 'st_4c1' },
      error: 'Facebook is not available right now.',
    },
    receiveAuthResults: {
      output: { hasAuth: true, facebookUserId: 'fbu_9', missingScopes: [], pages: [page] },
      error: 'Facebook did not confirm the connection. Please try again.',
    },
    publicPageList: {
      output: [page, { ...page, pageId: 'fbp_78', name: 'Jane Cooks', instagramUserName: undefined }],
      error: 'Your Facebook Pages could not be loaded.',
    },
    saveSelectPublicPage: {
      output: EXAMPLE_FACEBOOK_STATUS,
      error: 'This Page has no Instagram professional account.',
    },
    cancelSelectPublicPage: { output: notConnected, error: 'The Page could not be released.' },
    unlinkFacebook: { output: notConnected, error: 'Facebook could not be disconnected.' },
    unlink: { output: { connected: false }, error: 'Instagram could not be disconnected.' },
  },
};
