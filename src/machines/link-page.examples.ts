import type { SimulationExamples } from './actor-examples';
import type { linkPageMachine } from './link-page.machine';

export const linkPageExamples: SimulationExamples<typeof linkPageMachine> = {
  actors: {
    loadLinkPage: {
      output: {
        code: 'Ab3dE7xQ',
        url: 'https://lnkm.to/m/Ab3dE7xQ',
        title: 'Kitchen favourites',
        clicks: 58,
        createdAt: '2026-11-20T15:02:00.000Z',
        collectionId: null,
        description: null,
        coverUrl: null,
        entries: [
          { title: 'Stanley Quencher tumbler', url: 'https://lnkm.to/s/Tq19vBn4' },
          { title: 'Le Creuset dutch oven', url: 'https://lnkm.to/s/Hn38cWd5' },
        ],
      },
      error: 'This page no longer exists.',
    },
    combinelinkDelete: {
      output: { id: 'cl_1', deletedAt: '2026-11-25T17:31:00.000Z' },
      error: 'This page no longer exists.',
    },
  },
};
