/**
 * 'Get link' on a catalog product: pick a tracking id of the product's retailer, check the item's address
 * (check_original_link4viral_product/v3), then shorten it with that id written in
 * (get_shortlink_with_trackingid/v3), or as it is when the creator chose SKIP (get_shortlink/v2: a Target or
 * Walmart id needs the shop's Impact settings, else the server says so). The link is shown with copy and QR code.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkOriginalLink4viralProductV3, getShortlinkV2, getShortlinkWithTrackingidV3 } from '../api/short-links';
import type { Retailer } from '../domain/retailer-links';
import { SKIP_TRACKING_ID } from '../domain/tracking-id-rules';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type CatalogShortLink = Awaited<ReturnType<typeof getShortlinkV2>>;

export interface CatalogLinkInput {
  productId: string;
  url: string;
  retailer: Retailer;
  title: string;
  source: number;
}

export interface CatalogLinkContext extends CatalogLinkInput {
  trackingId: string | null;
  link: CatalogShortLink | null;
  failure: string | null;
}

export type CatalogLinkEvent =
  | { type: 'trackingId.changed'; trackingId: string }
  | { type: 'link.create' }
  /** Target and Walmart: a link without a tracking id (the address as it is). */
  | { type: 'link.createWithout' };

export type CatalogLinkEmitted = { type: 'toast.show'; text: string; durationMs?: number };

export const LINK_CREATED_TEXT = 'Your link is ready';
/** Link titles are cut to the contract's 200 characters. */
const TITLE_MAX = 200;

type LinkCheck = Awaited<ReturnType<typeof checkOriginalLink4viralProductV3>>;

export const catalogLinkMachine = setup({
  types: {
    input: {} as CatalogLinkInput,
    context: {} as CatalogLinkContext,
    events: {} as CatalogLinkEvent,
    emitted: {} as CatalogLinkEmitted,
  },
  actors: {
    checkViralLink: fromPromise<LinkCheck, { productId: string; url: string }>(({ input, signal }) =>
      checkOriginalLink4viralProductV3({ productId: input.productId, url: input.url }, { signal, ignoreErrors: true }),
    ),
    createLink: fromPromise<CatalogShortLink, { url: string; trackingId: string; source: number; title: string }>(
      ({ input, signal }) => {
        const common = { url: input.url, source: input.source as never, title: input.title.slice(0, TITLE_MAX) };
        return input.trackingId === SKIP_TRACKING_ID
          ? getShortlinkV2(common, { signal, ignoreErrors: true })
          : getShortlinkWithTrackingidV3({ ...common, trackingId: input.trackingId }, { signal, ignoreErrors: true });
      },
    ),
  },
  guards: {
    hasTrackingId: ({ context }) => context.trackingId !== null,
    isValidLink: (_, output: LinkCheck) => output.valid,
    canGoWithout: ({ context }) => context.retailer !== 'amazon',
  },
  actions: {
    assignTrackingId: assign(({ event }) => {
      assertEvent(event, 'trackingId.changed');
      return { trackingId: event.trackingId, link: null, failure: null };
    }),
    assignWithout: assign({ trackingId: SKIP_TRACKING_ID, failure: null }),
    clearFailure: assign({ failure: null }),
    assignInvalid: assign((_, output: LinkCheck) => ({
      failure: output.reason ?? 'This product cannot be linked right now.',
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignLink: assign((_, output: CatalogShortLink) => ({ link: output, failure: null })),
    notifyCreated: emit({ type: 'toast.show', text: LINK_CREATED_TEXT }),
  },
}).createMachine({
  id: 'catalogLink',
  description:
    "Get link: a tracking id of the product's retailer, the address checked, then the short link with copy and QR code.",
  context: ({ input }) => ({ ...input, trackingId: null, link: null, failure: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The tracking-id field and Create link.',
      on: {
        'trackingId.changed': { actions: 'assignTrackingId', description: 'A tracking id was picked.' },
        'link.create': {
          guard: 'hasTrackingId',
          target: 'checking',
          actions: 'clearFailure',
          description: 'Create link with the picked id.',
        },
        'link.createWithout': {
          guard: 'canGoWithout',
          target: 'checking',
          actions: 'assignWithout',
          description: 'Target or Walmart: shorten the address without a tracking id.',
        },
      },
    },
    checking: {
      description: 'check_original_link4viral_product/v3: the address must be this catalog item.',
      tags: ['busy'],
      invoke: {
        id: 'checkViralLink',
        src: 'checkViralLink',
        input: ({ context }) => ({ productId: context.productId, url: context.url }),
        onDone: [
          {
            guard: { type: 'isValidLink', params: doneOutput },
            target: 'creating',
            description: 'The address is fine: shorten it.',
          },
          {
            target: 'choosing',
            actions: { type: 'assignInvalid', params: doneOutput },
            description: 'The address cannot be linked: say why.',
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'The check failed: say why; Create link again.',
        },
      },
    },
    creating: {
      description: 'get_shortlink_with_trackingid/v3 (or get_shortlink/v2 for SKIP): the existing link is reused.',
      tags: ['busy'],
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context }) => ({
          url: context.url,
          trackingId: context.trackingId ?? SKIP_TRACKING_ID,
          source: context.source,
          title: context.title,
        }),
        onDone: {
          target: 'created',
          actions: [{ type: 'assignLink', params: doneOutput }, 'notifyCreated'],
          description: 'The short link is shown with Copy and its QR code.',
        },
        onError: {
          target: 'choosing',
          actions: { type: 'assignFailure', params: errorParams },
          description: "The server refused (e.g. an id that is not the shop's): say why.",
        },
      },
    },
    created: {
      description: 'The short link, Copy and the QR code.',
      on: {
        'trackingId.changed': {
          target: 'choosing',
          actions: 'assignTrackingId',
          description: 'Another tracking id: the link is made again on Create link.',
        },
      },
    },
  },
});

export type CatalogLinkSnapshot = SnapshotFrom<typeof catalogLinkMachine>;

export const card = {
  machine: catalogLinkMachine,
  title: 'Get link for a catalog product',
  spec: '§2 tracking-ID picker; §7 check_original_link4viral_product/v3, short links',
  screen: 'catalogProduct',
  input: {
    productId: 'amazon-B0XS9VQK0L',
    url: 'https://www.amazon.com/dp/B0XS9VQK0L',
    retailer: 'amazon',
    title: 'A product',
    source: 1,
  },
} satisfies MachineCard<typeof catalogLinkMachine>;
