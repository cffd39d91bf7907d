import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkCreateMachine } from './bio-link-create.machine';

/** The shop has no bio link yet, so the page offers to create one. */
export const bioLinkCreateExamples: SimulationExamples<typeof bioLinkCreateMachine> = {
  actors: {
    getBioLinkList: { output: false, error: 'Your bio link could not be loaded.' },
    createBioLink: { output: EXAMPLE_BIO_LINK_DETAIL.bioLink, error: 'This shop already has a bio link.' },
  },
};
