/**
 * 'Create link' beside a shop product (myLinks/productList, myLinks/curationDetail): create_product_shortlink/v2
 * gives the product its tracked short link (the shop's preselected tracking id; the same link again when it has
 * one), shown in the row with copy and its detail page.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { createProductShortlinkV2 } from '../api/short-links';
import { withQuery } from '../domain/routes';
import { LINK_DETAIL_PATH } from '../domain/my-links';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ProductShortLink = Awaited<ReturnType<typeof createProductShortlinkV2>>;

export interface ProductShortLinkContext {
  /** The product whose link is being made. */
  pending: string | null;
  /** Links made on this page, by product id. */
  links: Readonly<Record<string, ProductShortLink>>;
  failure: { productId: string; message: string } | null;
}

export type ProductShortLinkEvent =
  { type: 'productShortLink.create'; productId: string } | { type: 'productShortLink.open'; code: string };

export type ProductShortLinkEmitted = { type: 'route.navigate'; path: string };

export const PRODUCT_SHORT_LINK_FAILED = 'The link could not be made. Try again.';

export const productShortLinkMachine = setup({
  types: {
    context: {} as ProductShortLinkContext,
    events: {} as ProductShortLinkEvent,
    emitted: {} as ProductShortLinkEmitted,
  },
  actors: {
    createProductShortlinkV2: fromPromise<ProductShortLink, { productId: string }>(({ input }) =>
      createProductShortlinkV2({ productId: input.productId }, { ignoreErrors: true }),
    ),
  },
  actions: {
    assignPending: assign(({ event }) => {
      assertEvent(event, 'productShortLink.create');
      return { pending: event.productId, failure: null };
    }),
    assignLink: assign(({ context }, link: ProductShortLink) => {
      return { links: { ...context.links, [context.pending ?? '']: link }, pending: null };
    }),
    assignFailure: assign(({ context }, { error }: { error: unknown }) => ({
      failure: { productId: context.pending ?? '', message: failureText(error, PRODUCT_SHORT_LINK_FAILED) },
      pending: null,
    })),
    openDetail: emit(({ event }) => {
      assertEvent(event, 'productShortLink.open');
      return { type: 'route.navigate' as const, path: withQuery(LINK_DETAIL_PATH, { code: event.code }) };
    }),
  },
}).createMachine({
  id: 'productShortLink',
  description: 'Create link beside a product: its tracked short link, shown in its row with copy and details.',
  context: { pending: null, links: {}, failure: null },
  initial: 'idle',
  on: {
    'productShortLink.open': { actions: 'openDetail', description: 'Details: the short link’s own page.' },
  },
  states: {
    idle: {
      description: 'Each product offers Create link (or shows the link made).',
      on: {
        'productShortLink.create': {
          target: 'creating',
          actions: 'assignPending',
          description: 'Create link on one product.',
        },
      },
    },
    creating: {
      description: 'create_product_shortlink/v2; the other buttons wait.',
      tags: ['busy'],
      invoke: {
        id: 'createProductShortlinkV2',
        src: 'createProductShortlinkV2',
        input: ({ context }) => ({ productId: context.pending ?? '' }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignLink', params: doneOutput },
          description: 'Made (or found): the row shows the link.',
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailure', params: errorParams },
          description:
            'Refused (no tracking id, a Target or Walmart product without Impact settings) or failed: the reason in the row.',
        },
      },
    },
  },
});

export type ProductShortLinkSnapshot = SnapshotFrom<typeof productShortLinkMachine>;

export const card = {
  machine: productShortLinkMachine,
  title: 'Create link beside a shop product',
  spec: '§2 myLinks/productList, curationDetail, §7 create_product_shortlink/v2',
  screen: 'productList',
} satisfies MachineCard<typeof productShortLinkMachine>;
