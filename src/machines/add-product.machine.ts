/**
 * addProduct/index (Retailers): a creator pastes an Amazon, Target or Walmart product address; the address is
 * checked (check_product), the product added (add_product) and its task asked about (add_product_status) every
 * second until it is done, failed, or the page stops asking.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addProduct, addProductStatus, checkProduct } from '../api/products';
import { parseProductUrl, RETAILER_LINK_ERRORS } from '../domain/retailer-links';
import { ADD_PRODUCT_MAX_POLLS, ADD_PRODUCT_POLL_MS, productAddress } from '../domain/shop-products';
import type { ShopProduct } from './shop-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ProductCheck = Awaited<ReturnType<typeof checkProduct>>;
export type AddProductTask = Awaited<ReturnType<typeof addProduct>>;

export interface AddProductContext {
  address: string;
  /** Why the last address was not added, in a sentence. */
  failure: string | null;
  taskId: string | null;
  polls: number;
  maxPolls: number;
  product: ShopProduct | null;
  /** The shop's product the address stands for, when it was in the shop already. */
  existingProductId: string | null;
}

export type AddProductEvent =
  | { type: 'address.change'; value: string }
  | { type: 'address.submit' }
  | { type: 'address.reset' }
  | { type: 'task.poll' };

/** The sentence for an address Linkmint cannot add: the parser's precise reason, else the general one. */
export function unsupportedReason(address: string): string {
  const parsed = parseProductUrl(address);
  return parsed.ok ? RETAILER_LINK_ERRORS.unsupported : parsed.error;
}

export const TIMED_OUT_TEXT = 'The retailer is taking longer than usual. Check again in a moment.';

export const addProductMachine = setup({
  types: {
    context: {} as AddProductContext,
    events: {} as AddProductEvent,
    input: {} as { maxPolls?: number },
  },
  actors: {
    checkProduct: fromPromise<ProductCheck, { url: string }>(({ input, signal }) =>
      checkProduct({ url: input.url }, { signal, ignoreErrors: true }),
    ),
    addProduct: fromPromise<AddProductTask, { url: string }>(({ input, signal }) =>
      addProduct({ url: input.url }, { signal, ignoreErrors: true }),
    ),
    addProductStatus: fromPromise<AddProductTask, { taskId: string }>(({ input, signal }) =>
      addProductStatus({ taskId: input.taskId }, { signal, ignoreErrors: true }),
    ),
  },
  delays: { pollInterval: ADD_PRODUCT_POLL_MS },
  guards: {
    hasAddress: ({ context }) => context.address.trim() !== '',
    isUnsupported: (_, output: ProductCheck) => !output.supported,
    isAlreadyAdded: (_, output: ProductCheck) => output.alreadyAdded,
    isTaskDone: (_, output: AddProductTask) => output.status === 'done',
    isTaskFailed: (_, output: AddProductTask) => output.status === 'failed',
    hasPollsLeft: ({ context }) => context.polls + 1 < context.maxPolls,
  },
  actions: {
    assignAddress: assign(({ event }) => {
      assertEvent(event, 'address.change');
      return { address: event.value, failure: null };
    }),
    assignUnsupported: assign(({ context }) => ({ failure: unsupportedReason(context.address) })),
    assignExisting: assign((_, output: ProductCheck) => ({ existingProductId: output.productId ?? null })),
    assignTask: assign((_, output: AddProductTask) => ({ taskId: output.taskId, polls: 0 })),
    assignPolled: assign(({ context }) => ({ polls: context.polls + 1 })),
    assignProduct: assign((_, output: AddProductTask) => ({ product: output.product ?? null, failure: null })),
    assignTaskFailure: assign((_, output: AddProductTask) => ({
      failure: output.failureReason ?? 'The retailer did not give this product to us. Try again later.',
    })),
    assignCallFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignTimedOut: assign({ failure: TIMED_OUT_TEXT }),
    assignPollAgain: assign({ polls: 0, failure: null }),
    assignFresh: assign({ address: '', failure: null, taskId: null, polls: 0, product: null, existingProductId: null }),
  },
}).createMachine({
  id: 'addProduct',
  description:
    'Add a retailer product to My Shop by its address: check it, add it, and wait until the retailer answers.',
  context: ({ input }) => ({
    address: '',
    failure: null,
    taskId: null,
    polls: 0,
    maxPolls: input.maxPolls ?? ADD_PRODUCT_MAX_POLLS,
    product: null,
    existingProductId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The address field; a sentence under it says why the last address was not added.',
      on: {
        'address.change': { actions: 'assignAddress', description: 'The creator types or pastes an address.' },
        'address.submit': {
          guard: 'hasAddress',
          target: 'checking',
          description: 'Add product, with an address in the field.',
        },
      },
    },
    checking: {
      description: 'Asking whether Linkmint can turn the address into a product (check_product, no error toast).',
      tags: ['busy'],
      invoke: {
        id: 'checkProduct',
        src: 'checkProduct',
        input: ({ context }) => ({ url: productAddress(context.address) }),
        onDone: [
          {
            guard: { type: 'isUnsupported', params: doneOutput },
            target: 'editing',
            actions: 'assignUnsupported',
            description: 'Not an Amazon, Target or Walmart product page: say what to paste.',
          },
          {
            guard: { type: 'isAlreadyAdded', params: doneOutput },
            target: 'alreadyAdded',
            actions: { type: 'assignExisting', params: doneOutput },
            description: 'The shop has this product already.',
          },
          { target: 'adding', description: 'A product Linkmint can add.' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: 'The check failed: the server says why.',
        },
      },
    },
    adding: {
      description: 'add_product: the retailer product becomes a task.',
      tags: ['busy'],
      invoke: {
        id: 'addProduct',
        src: 'addProduct',
        input: ({ context }) => ({ url: productAddress(context.address) }),
        onDone: [
          {
            guard: { type: 'isTaskDone', params: doneOutput },
            target: 'added',
            actions: { type: 'assignProduct', params: doneOutput },
            description: 'Added at once.',
          },
          {
            guard: { type: 'isTaskFailed', params: doneOutput },
            target: 'failed',
            actions: { type: 'assignTaskFailure', params: doneOutput },
            description: 'The retailer refused the product.',
          },
          {
            target: 'waiting',
            actions: { type: 'assignTask', params: doneOutput },
            description: 'Pending: ask again in a second.',
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: 'Refused (e.g. added meanwhile): the server says why.',
        },
      },
    },
    waiting: {
      description: 'A second between two questions about the task.',
      tags: ['busy', 'progress'],
      after: { pollInterval: { target: 'polling', description: 'Time to ask again.' } },
    },
    polling: {
      description: 'add_product_status: done, failed or still pending.',
      tags: ['busy', 'progress'],
      invoke: {
        id: 'addProductStatus',
        src: 'addProductStatus',
        input: ({ context }) => ({ taskId: context.taskId ?? '' }),
        onDone: [
          {
            guard: { type: 'isTaskDone', params: doneOutput },
            target: 'added',
            actions: { type: 'assignProduct', params: doneOutput },
            description: 'The product is in the shop.',
          },
          {
            guard: { type: 'isTaskFailed', params: doneOutput },
            target: 'failed',
            actions: { type: 'assignTaskFailure', params: doneOutput },
            description: 'The retailer refused the product.',
          },
          {
            guard: 'hasPollsLeft',
            target: 'waiting',
            actions: 'assignPolled',
            description: 'Still pending: wait and ask again.',
          },
          {
            target: 'timedOut',
            actions: ['assignPolled', 'assignTimedOut'],
            description: 'Still pending after the last question: stop asking.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignCallFailure', params: errorParams },
          description: 'The question failed: the server says why.',
        },
      },
    },
    added: {
      description: 'The product is in My Shop: its card links to its detail.',
      on: { 'address.reset': { target: 'editing', actions: 'assignFresh', description: 'Add another product.' } },
    },
    alreadyAdded: {
      description: 'The shop had this product already: a link to its detail.',
      on: { 'address.reset': { target: 'editing', actions: 'assignFresh', description: 'Add another product.' } },
    },
    failed: {
      description: 'The product was not added; the reason shows.',
      tags: ['error'],
      on: {
        'address.submit': { target: 'checking', description: 'Try the same address again.' },
        'address.reset': { target: 'editing', actions: 'assignFresh', description: 'Try another address.' },
      },
    },
    timedOut: {
      description: 'The task is still pending after every question; the creator may ask once more.',
      tags: ['error'],
      on: {
        'task.poll': { target: 'polling', actions: 'assignPollAgain', description: 'Check again.' },
        'address.reset': { target: 'editing', actions: 'assignFresh', description: 'Try another address.' },
      },
    },
  },
});

export type AddProductSnapshot = SnapshotFrom<typeof addProductMachine>;

export const card = {
  machine: addProductMachine,
  title: 'Add a product by address',
  spec: '§2 addProduct/index, §7 products',
  screen: 'addProduct',
  input: {},
} satisfies MachineCard<typeof addProductMachine>;
