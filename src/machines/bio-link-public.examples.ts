import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL } from './example-answers';
import type { bioLinkPublicMachine } from './bio-link-public.machine';

export const bioLinkPublicExamples: SimulationExamples<typeof bioLinkPublicMachine> = {
  actors: {
    getUserMediaList: {
      output: {
        buttons: EXAMPLE_BIO_LINK_DETAIL.buttons,
        social: EXAMPLE_BIO_LINK_DETAIL.socialAccounts,
        posts: [
          {
            mediaId: 'post_1',
            platform: 'instagram',
            mediaType: 'IMAGE',
            mediaUrl: 'https://images.example.com/posts/1.jpg',
            caption: 'My morning coffee setup',
            postedAt: '2026-11-24T08:00:00.000Z',
            scheduled: false,
            linkedContent: [{ title: 'Stanley Quencher tumbler', url: 'https://lnkm.to/s/Tq19vBn4' }],
          },
        ],
        popular: [{ id: 'b_1', title: 'My Amazon storefront', url: 'https://lnkm.to/s/Kq82mZ1p', clicks: 342 }],
        trending: [],
      },
      error: 'This page does not exist.',
    },
  },
};
