/**
 * Making a combined link: a title and products of the shop picked in order; each product gets (or keeps) its
 * tracked short link, and combinelink/create puts them behind one page at /c/{code}.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { combinelinkCreate } from '../api/combined-links';
import { createProductShortlinkV2 } from '../api/short-links';
import { withQuery } from '../domain/routes';
import {
  COMBINE_LINK_PREVIEW_PATH,
  COMBINED_LINK_MAX_PRODUCTS,
  COMBINED_TITLE_MAX_LENGTH,
  combinedLinkProblem,
  toggleSelection,
} from '../domain/link-pages';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface PickedProduct {
  id: string;
  title: string;
}

export interface CombinedLinkCreateContext {
  title: string;
  /** In the order the page will list them. */
  picked: readonly PickedProduct[];
  failure: string | null;
}

export type CombinedLinkCreateEvent =
  | { type: 'combined.title.change'; value: string }
  | { type: 'combined.product.toggle'; product: PickedProduct }
  | { type: 'combined.submit' };

export type CombinedLinkCreateEmitted =
  { type: 'toast.show'; text: string; durationMs: number } | { type: 'route.navigate'; path: string };

export const COMBINED_CREATED_TEXT = 'Combined link created';
export const COMBINED_CREATE_FAILED = 'The combined link could not be created. Try again.';

export type Created = Awaited<ReturnType<typeof combinelinkCreate>>;

/** Each product's short link (made with the shop's preselected tracking id, or the one it has), then the page. */
async function createCombinedLink(input: { title: string; productIds: readonly string[] }): Promise<Created> {
  const codes: string[] = [];
  for (const productId of input.productIds) {
    const link = await createProductShortlinkV2({ productId }, { ignoreErrors: true });
    if (!codes.includes(link.code)) codes.push(link.code);
  }
  return combinelinkCreate({ title: input.title.trim(), shortLinkIds: codes.join(',') }, { ignoreErrors: true });
}

export const combinedLinkCreateMachine = setup({
  types: {
    context: {} as CombinedLinkCreateContext,
    events: {} as CombinedLinkCreateEvent,
    emitted: {} as CombinedLinkCreateEmitted,
  },
  actors: {
    createCombinedLink: fromPromise<Created, { title: string; productIds: readonly string[] }>(({ input }) =>
      createCombinedLink(input),
    ),
  },
  guards: {
    canSubmit: ({ context }) => combinedLinkProblem(context.title, context.picked.length) === null,
  },
  actions: {
    assignTitle: assign(({ event }) => {
      assertEvent(event, 'combined.title.change');
      return { title: event.value.slice(0, COMBINED_TITLE_MAX_LENGTH), failure: null };
    }),
    assignToggled: assign(({ context, event }) => {
      assertEvent(event, 'combined.product.toggle');
      const ids = toggleSelection(
        context.picked.map((p) => p.id),
        event.product.id,
        COMBINED_LINK_MAX_PRODUCTS,
      );
      const known = new Map([...context.picked, event.product].map((p) => [p.id, p]));
      return { picked: ids.map((id) => known.get(id)!), failure: null };
    }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, COMBINED_CREATE_FAILED),
    })),
    reset: assign({ title: '', picked: [], failure: null }),
    notifyCreated: emit({ type: 'toast.show', text: COMBINED_CREATED_TEXT, durationMs: NOTICE_TOAST_MS }),
    openCreated: emit((_, output: Created) => ({
      type: 'route.navigate' as const,
      path: withQuery(COMBINE_LINK_PREVIEW_PATH, { id: output.id }),
    })),
  },
}).createMachine({
  id: 'combinedLinkCreate',
  description:
    'New combined link: a title and at least two products of the shop, each opened through its own tracked short link.',
  context: { title: '', picked: [], failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The title field and the product picker; Create is enabled once both are filled.',
      on: {
        'combined.title.change': { actions: 'assignTitle', description: 'The creator types the title.' },
        'combined.product.toggle': { actions: 'assignToggled', description: 'Tick or untick a product (at most 50).' },
        'combined.submit': {
          guard: 'canSubmit',
          target: 'creating',
          description: 'Create, with a title and two products or more.',
        },
      },
    },
    creating: {
      description: 'create_product_shortlink/v2 for each product, then combinelink/create (form-urlencoded).',
      tags: ['busy'],
      invoke: {
        id: 'createCombinedLink',
        src: 'createCombinedLink',
        input: ({ context }) => ({ title: context.title, productIds: context.picked.map((p) => p.id) }),
        onDone: {
          target: 'editing',
          actions: ['notifyCreated', { type: 'openCreated', params: doneOutput }, 'reset'],
          description: 'Created: open its preview; the form starts empty.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Refused or failed: the form keeps what was typed, with the reason.',
        },
      },
    },
  },
});

export type CombinedLinkCreateSnapshot = SnapshotFrom<typeof combinedLinkCreateMachine>;

export const card = {
  machine: combinedLinkCreateMachine,
  title: 'New combined link',
  spec: '§1, §2 combineLinkPreview/index, §7 combinelink/create',
  screen: 'combinedLinks',
} satisfies MachineCard<typeof combinedLinkCreateMachine>;
