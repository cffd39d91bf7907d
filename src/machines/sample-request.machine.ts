/**
 * Request sample on a catalog product (add_sample): a shipping address form, sent to the brand. One open
 * request per product: the page first looks for one in the shop's apply records, and asking again before the
 * brand answers is refused by the server, and said so here.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addSample, applyGetApplyInShopRecords } from '../api/catalog';
import { ApiError } from '../api/response-policy';
import {
  EMPTY_SAMPLE_ADDRESS,
  pendingSampleText,
  sampleAddressErrors,
  sampleRequestBody,
  type SampleAddressErrors,
  type SampleAddressField,
  type SampleAddressValues,
} from '../domain/sample-address';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface SampleRequestContext {
  productId: string;
  values: SampleAddressValues;
  errors: SampleAddressErrors;
  failure: string | null;
  /** What the panel says once asked: requested now, or already asked before. */
  outcome: string | null;
}

export type SampleRequestEvent =
  | { type: 'sample.open' }
  | { type: 'sample.cancel' }
  | { type: 'field.change'; field: SampleAddressField; value: string }
  | { type: 'sample.submit' };

export type SampleRequestEmitted = { type: 'toast.show'; text: string; durationMs?: number };

export const SAMPLE_REQUESTED_TEXT = 'Sample requested. The brand will answer in your records.';
const CONFLICT = 409;

export const sampleRequestMachine = setup({
  types: {
    input: {} as { productId: string },
    context: {} as SampleRequestContext,
    events: {} as SampleRequestEvent,
    emitted: {} as SampleRequestEmitted,
  },
  actors: {
    /** When the shop asked for a sample of the product and the brand has not answered yet; null when it has not. */
    findPendingRequest: fromPromise<string | null, { productId: string }>(async ({ input, signal }) => {
      const records = await applyGetApplyInShopRecords(
        { status: 'pending', pageSize: 100 },
        { signal, ignoreErrors: true },
      );
      return records.list.find((record) => record.productId === input.productId)?.appliedAt ?? null;
    }),
    addSample: fromPromise<void, { productId: string; values: SampleAddressValues }>(async ({ input }) => {
      await addSample(sampleRequestBody(input.productId, input.values), { ignoreErrors: true });
    }),
  },
  guards: {
    hasPendingRequest: (_, output: string | null) => output !== null,
    isValid: ({ context }) => Object.keys(sampleAddressErrors(context.values)).length === 0,
    isAlreadyAsked: (_, { error }: { error: unknown }) => {
      return error instanceof ApiError && error.code === CONFLICT;
    },
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      // A sentence already shown goes away as soon as the field is fixed; none appears mid-typing.
      const errors = context.errors[event.field]
        ? { ...context.errors, [event.field]: sampleAddressErrors(values)[event.field] }
        : context.errors;
      return { values, errors };
    }),
    assignErrors: assign(({ context }) => ({ errors: sampleAddressErrors(context.values), failure: null })),
    clearForm: assign({ values: EMPTY_SAMPLE_ADDRESS, errors: {}, failure: null }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error) })),
    assignRequested: assign({ outcome: SAMPLE_REQUESTED_TEXT }),
    assignPending: assign((_, requestedAt: string | null) => ({
      outcome: requestedAt === null ? null : pendingSampleText(requestedAt),
    })),
    assignAlreadyAsked: assign((_, { error }: { error: unknown }) => ({ outcome: failureText(error) })),
    notifyRequested: emit({ type: 'toast.show', text: SAMPLE_REQUESTED_TEXT }),
  },
}).createMachine({
  id: 'sampleRequest',
  description: 'Request sample: the shipping address form and add_sample.',
  context: ({ input }) => ({
    productId: input.productId,
    values: EMPTY_SAMPLE_ADDRESS,
    errors: {},
    failure: null,
    outcome: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: "Looking for an open request of this product in the shop's apply records.",
      invoke: {
        id: 'findPendingRequest',
        src: 'findPendingRequest',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'hasPendingRequest', params: doneOutput },
            target: 'requested',
            actions: { type: 'assignPending', params: doneOutput },
            description: 'Asked before and not answered: the panel says when.',
          },
          { target: 'closed', description: 'No open request: the button is offered.' },
        ],
        onError: {
          target: 'closed',
          description:
            'The records could not be read: the button is offered (the server still refuses a second request).',
        },
      },
    },
    closed: {
      description: 'The Request sample button.',
      on: {
        'sample.open': {
          target: 'editing',
          actions: 'clearForm',
          description: 'Request sample: the address form opens.',
        },
      },
    },
    editing: {
      description: 'The shipping address form.',
      on: {
        'field.change': { actions: 'assignField', description: 'A field is typed in.' },
        'sample.cancel': { target: 'closed', description: 'Cancel: the form closes.' },
        'sample.submit': [
          {
            guard: 'isValid',
            target: 'sending',
            actions: 'assignErrors',
            description: 'Send with a complete address.',
          },
          { actions: 'assignErrors', description: 'The fields still missing or too long are pointed out.' },
        ],
      },
    },
    sending: {
      description: 'add_sample with the address.',
      tags: ['busy'],
      invoke: {
        id: 'addSample',
        src: 'addSample',
        input: ({ context }) => ({ productId: context.productId, values: context.values }),
        onDone: {
          target: 'requested',
          actions: ['assignRequested', 'notifyRequested'],
          description: 'Requested: a toast, and the panel says so.',
        },
        onError: [
          {
            guard: { type: 'isAlreadyAsked', params: errorParams },
            target: 'requested',
            actions: { type: 'assignAlreadyAsked', params: errorParams },
            description: 'Already asked for this product: the panel says so.',
          },
          {
            target: 'editing',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'Sending failed: the reason above the form; send again.',
          },
        ],
      },
    },
    requested: {
      description: 'The request is with the brand.',
    },
  },
});

export type SampleRequestSnapshot = SnapshotFrom<typeof sampleRequestMachine>;

export const card = {
  machine: sampleRequestMachine,
  title: 'Request a sample',
  spec: '§7 add_sample, apply records',
  screen: 'catalogProduct',
  input: { productId: 'amazon-B0XS9VQK0L' },
} satisfies MachineCard<typeof sampleRequestMachine>;
