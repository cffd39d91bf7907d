import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL, EXAMPLE_PRODUCT } from './example-answers';
import type { BioPost, bioLinkPostsMachine } from './bio-link-posts.machine';

const POST: BioPost = {
  mediaId: '17895695668004550',
  platform: 'instagram',
  mediaType: 'IMAGE',
  thumbnailUrl: 'https://images.example.com/posts/desk-tour.jpg',
  permalink: 'https://www.instagram.com/p/C0deskTour/',
  caption: 'Desk tour: the tumbler that never leaves my desk',
  postedAt: '2026-11-24T15:00:00.000Z',
  scheduled: false,
  linkedContent: [],
};

const ATTACHED: BioPost = {
  ...POST,
  linkedContent: [
    {
      title: EXAMPLE_PRODUCT.title,
      url: 'https://www.amazon.com/dp/B00NR1YQHM?tag=jane-20',
      productId: EXAMPLE_PRODUCT.id,
      product: {
        id: EXAMPLE_PRODUCT.id,
        source: 'shop',
        title: EXAMPLE_PRODUCT.title,
        brand: 'Stanley',
        price: EXAMPLE_PRODUCT.price,
      },
      shortLinkId: 'Qx7Lm2Pa9K',
      shortUrl: 'https://linkmint.example.com/s/Qx7Lm2Pa9K',
    },
  ],
};

/** One post with nothing attached; saving answers it with the tumbler attached and on the page. */
export const bioLinkPostsExamples: SimulationExamples<typeof bioLinkPostsMachine> = {
  actors: {
    getBloggerMediaList: {
      output: { bioLinkId: EXAMPLE_BIO_LINK_DETAIL.bioLink.id, posts: [POST], onPage: [] },
      error: 'Your posts could not be loaded.',
    },
    searchProducts: { output: [EXAMPLE_PRODUCT], error: 'Your products could not be searched.' },
    editLinkContent: {
      output: { post: ATTACHED, onPage: [POST.mediaId] },
      error: 'Item 1: there is no product p_301 in your shop.',
    },
  },
  events: {
    'post.open': { mediaId: POST.mediaId },
    'post.link.draft': { field: 'url', value: 'https://janeloves.example.com/desk' },
    'post.link.keep': { keep: true },
    'post.item.remove': { key: 'i0' },
    'post.item.keep': { key: 'i0', keep: true },
    'post.show.set': { show: true },
    'picker.source': { source: 'catalog' },
    'picker.keyword': { value: 'tumbler' },
    'picker.choose': { productId: EXAMPLE_PRODUCT.id },
  },
};
