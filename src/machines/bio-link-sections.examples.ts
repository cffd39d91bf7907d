import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkSectionsMachine } from './bio-link-sections.machine';

const sections = EXAMPLE_BIO_LINK_DETAIL.setting;

export const bioLinkSectionsExamples: SimulationExamples<typeof bioLinkSectionsMachine> = {
  actors: {
    getBiolinkSetting: { output: sections, error: 'The page sections could not be loaded.' },
    updateBiolinkSetting: { output: { ...sections, showTrending: false }, error: 'The change could not be saved.' },
  },
};
