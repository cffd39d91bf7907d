import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkCustomizeMachine } from './bio-link-customize.machine';

const look = EXAMPLE_BIO_LINK_DETAIL.customize;

export const bioLinkCustomizeExamples: SimulationExamples<typeof bioLinkCustomizeMachine> = {
  actors: {
    getBiolinkCustomize: { output: look, error: 'Your page look could not be loaded.' },
    checkSave: { output: { current: look, problems: [] }, error: 'The look could not be checked.' },
    save: { output: { ...look, buttonShape: 'pill' }, error: 'The look could not be saved.' },
    uploadBioAvatar: { output: { ...look, avatarUrl: 'https://images.example.com/avatars/jane.jpg' }, error: 'The picture must be a JPEG or PNG under 5 MB.' },
  },
};
