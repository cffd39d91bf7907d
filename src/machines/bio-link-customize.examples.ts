import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkCustomizeMachine } from './bio-link-customize.machine';

const look = EXAMPLE_BIO_LINK_DETAIL.customize;

/** Saving answers the look as saved; answer `{ "changedElsewhere": … }` for a look changed in another window. */
export const bioLinkCustomizeExamples: SimulationExamples<typeof bioLinkCustomizeMachine> = {
  actors: {
    getBioLinkDetail: { output: EXAMPLE_BIO_LINK_DETAIL, error: 'Your page look could not be loaded.' },
    checkSave: { output: [], error: 'The look could not be checked.' },
    save: { output: { saved: { ...look, buttonShape: 'pill' } }, error: 'The look could not be saved.' },
    uploadBioAvatar: {
      output: { ...look, avatarUrl: 'https://images.example.com/avatars/jane.jpg' },
      error: 'The picture must be a JPEG or PNG under 5 MB.',
    },
  },
  events: { 'look.theme.select': { theme: 'midnight' } },
};
