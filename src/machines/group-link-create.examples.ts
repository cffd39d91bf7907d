import type { SimulationExamples } from './actor-examples';
import type { groupLinkCreateMachine } from './group-link-create.machine';

export const groupLinkCreateExamples: SimulationExamples<typeof groupLinkCreateMachine> = {
  actors: {
    createCollection: { output: { id: 'col-2', name: 'Gifts under $50' }, error: 'A collection needs a name.' },
    findGroupLink: { output: { code: 'Gp7sK1vZ' }, error: 'The group link could not be made.' },
  },
};
