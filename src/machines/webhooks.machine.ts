import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from '../api/webhooks';
import { WEBHOOK_EVENT_TYPES, webhookDraftProblem, type WebhookEventType } from '../domain/webhooks';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export type WebhookEndpointList = Awaited<ReturnType<typeof listWebhookEndpoints>>;
export type WebhookEndpointCreated = Awaited<ReturnType<typeof createWebhookEndpoint>>;
export type WebhookEndpointRow = WebhookEndpointList['list'][number];
export type WebhookDeliveryList = Awaited<ReturnType<typeof listWebhookDeliveries>>;
export type WebhookDeliveryRow = WebhookDeliveryList['list'][number];

export interface WebhooksContext {
  endpoints: WebhookEndpointRow[];
  deliveries: WebhookDeliveryRow[];
  /** The form of a new endpoint. */
  name: string;
  url: string;
  events: WebhookEventType[];
  /** Why the form cannot be sent as it is, shown once Add was pressed. */
  problem: string | null;
  /** The signing secret just made, held only while it is shown (once); dismissing it forgets it. */
  created: { secret: string; name: string } | null;
  /** The endpoint whose removal is being confirmed or sent. */
  removingId: string | null;
  /** The delivery being sent again. */
  resendingId: string | null;
  /** What the server refused, or why it could not be reached. */
  failure: string | null;
}

export type WebhooksEvent =
  | { type: 'draft.name.change'; name: string }
  | { type: 'draft.url.change'; url: string }
  | { type: 'draft.event.toggle'; event: WebhookEventType }
  | { type: 'endpoint.create' }
  | { type: 'secret.dismiss' }
  | { type: 'remove.ask'; endpointId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'deliveries.refresh' }
  | { type: 'delivery.resend'; deliveryId: string }
  | { type: 'webhooks.retry' };

export type WebhooksEmitted = { type: 'toast.show'; text: string };

export const WEBHOOK_REMOVED_TEXT = (name: string) => `The endpoint "${name}" was removed. Nothing more is sent to it.`;
export const WEBHOOK_RESENT_TEXT = 'The delivery is being sent again, with the same id.';

const EMPTY_DRAFT = { name: '', url: '', events: [] as WebhookEventType[], problem: null };

/**
 * The form's own checks. The page does not know whether this server takes loopback test addresses, so it checks
 * with the widest rules and leaves the address's last word to the server.
 */
const formProblem = (context: WebhooksContext) => webhookDraftProblem(context, { allowLoopbackHttp: true }) ?? null;

/**
 * Webhooks (/pages/setting/webhooks, issue 30): the shop's endpoints (listWebhookEndpoints) and recent deliveries
 * (listWebhookDeliveries); a form adds an endpoint for chosen events (createWebhookEndpoint), whose signing secret
 * is shown this once; an endpoint is removed after a confirmation (deleteWebhookEndpoint); a delivery can be sent
 * again by hand (resendWebhookDelivery) and the list refreshed.
 */
export const webhooksMachine = setup({
  types: {
    context: {} as WebhooksContext,
    events: {} as WebhooksEvent,
    emitted: {} as WebhooksEmitted,
    tags: {} as 'busy' | 'loading' | 'error' | 'secret-visible' | 'confirm-visible',
  },
  actors: {
    listWebhookEndpoints: fromPromise<WebhookEndpointList>(({ signal }) => listWebhookEndpoints(undefined, { signal })),
    listWebhookDeliveries: fromPromise<WebhookDeliveryList>(({ signal }) =>
      listWebhookDeliveries(undefined, { signal }),
    ),
    createWebhookEndpoint: fromPromise<
      WebhookEndpointCreated,
      { name: string; url: string; events: WebhookEventType[] }
    >(({ input, signal }) => createWebhookEndpoint(input, { signal })),
    deleteWebhookEndpoint: fromPromise<WebhookEndpointRow, { endpointId: string }>(({ input, signal }) =>
      deleteWebhookEndpoint(input, { signal }),
    ),
    resendWebhookDelivery: fromPromise<WebhookDeliveryRow, { deliveryId: string }>(({ input, signal }) =>
      resendWebhookDelivery(input, { signal }),
    ),
  },
  actions: {
    assignEndpoints: assign((_, params: { list: WebhookEndpointList }) => ({
      endpoints: params.list.list,
      failure: null,
    })),
    assignDeliveries: assign((_, params: { list: WebhookDeliveryList }) => ({ deliveries: params.list.list })),
    assignName: assign(({ event }) => {
      assertEvent(event, 'draft.name.change');
      return { name: event.name, problem: null };
    }),
    assignUrl: assign(({ event }) => {
      assertEvent(event, 'draft.url.change');
      return { url: event.url, problem: null };
    }),
    /** Events stay in the order the page lists them, whatever order they were ticked in. */
    assignEventToggled: assign(({ context, event }) => {
      assertEvent(event, 'draft.event.toggle');
      const on = !context.events.includes(event.event);
      const events = WEBHOOK_EVENT_TYPES.filter((e) => (e === event.event ? on : context.events.includes(e)));
      return { events, problem: null };
    }),
    assignDraftProblem: assign(({ context }) => ({ problem: formProblem(context) })),
    assignCreated: assign(({ context }, params: { created: WebhookEndpointCreated }) => ({
      created: { secret: params.created.secret, name: params.created.endpoint.name },
      endpoints: [
        params.created.endpoint,
        ...context.endpoints.filter((e) => e.endpointId !== params.created.endpoint.endpointId),
      ],
      ...EMPTY_DRAFT,
    })),
    forgetCreated: assign({ created: null }),
    assignRemoving: assign(({ event }) => {
      assertEvent(event, 'remove.ask');
      return { removingId: event.endpointId, failure: null };
    }),
    clearRemoving: assign({ removingId: null }),
    dropRemoved: assign(({ context }) => ({
      endpoints: context.endpoints.filter((e) => e.endpointId !== context.removingId),
      deliveries: context.deliveries.filter((d) => d.endpointId !== context.removingId),
      removingId: null,
    })),
    assignResending: assign(({ event }) => {
      assertEvent(event, 'delivery.resend');
      return { resendingId: event.deliveryId, failure: null };
    }),
    assignResent: assign(({ context }, params: { delivery: WebhookDeliveryRow }) => ({
      deliveries: context.deliveries.map((d) => (d.deliveryId === params.delivery.deliveryId ? params.delivery : d)),
      resendingId: null,
    })),
    clearResending: assign({ resendingId: null }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    notifyRemoved: emit((_, params: { name: string }) => ({
      type: 'toast.show' as const,
      text: WEBHOOK_REMOVED_TEXT(params.name),
    })),
    notifyResent: emit({ type: 'toast.show' as const, text: WEBHOOK_RESENT_TEXT }),
  },
  guards: {
    isDraftValid: ({ context }) => formProblem(context) === null,
    isListedEndpoint: ({ context, event }) =>
      event.type === 'remove.ask' && context.endpoints.some((e) => e.endpointId === event.endpointId),
    isListedDelivery: ({ context, event }) =>
      event.type === 'delivery.resend' && context.deliveries.some((d) => d.deliveryId === event.deliveryId),
  },
}).createMachine({
  id: 'webhooks',
  description:
    "Webhooks: the shop's endpoints for clicks, conversions and DMs, each with a secret shown once, removed after asking; their recent deliveries, sent again by hand.",
  context: {
    endpoints: [],
    deliveries: [],
    ...EMPTY_DRAFT,
    created: null,
    removingId: null,
    resendingId: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: "listWebhookEndpoints loads the shop's endpoints (names, addresses, events; never a secret).",
      tags: ['loading', 'busy'],
      invoke: {
        id: 'listWebhookEndpoints',
        src: 'listWebhookEndpoints',
        onDone: {
          target: 'refreshing',
          actions: { type: 'assignEndpoints', params: ({ event }) => ({ list: event.output }) },
          description: 'The endpoints are listed, newest first; their deliveries load next.',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The endpoints could not be loaded; the page says why.',
        },
      },
    },
    loadFailed: {
      description: 'Nothing to show yet; the creator can try again.',
      tags: ['error'],
      on: { 'webhooks.retry': { target: 'loading', description: 'Load the endpoints again.' } },
    },
    refreshing: {
      description: 'listWebhookDeliveries loads the recent deliveries and where each stands.',
      tags: ['busy'],
      invoke: {
        id: 'listWebhookDeliveries',
        src: 'listWebhookDeliveries',
        onDone: {
          target: 'ready',
          actions: { type: 'assignDeliveries', params: ({ event }) => ({ list: event.output }) },
          description: 'The deliveries are listed, newest first, with their status.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The deliveries could not be loaded; the page says why and keeps what it had.',
        },
      },
    },
    ready: {
      description: 'The endpoints, the form of a new one, and the recent deliveries.',
      on: {
        'draft.name.change': { actions: 'assignName', description: 'The name of the new endpoint is typed.' },
        'draft.url.change': { actions: 'assignUrl', description: 'Its address is typed.' },
        'draft.event.toggle': { actions: 'assignEventToggled', description: 'An event is ticked or unticked.' },
        'endpoint.create': [
          {
            guard: 'isDraftValid',
            target: 'creating',
            actions: 'clearFailure',
            description: 'A name, an https address and at least one event: add the endpoint.',
          },
          { actions: 'assignDraftProblem', description: 'Something is missing or wrong: the form says what.' },
        ],
        'remove.ask': {
          guard: 'isListedEndpoint',
          target: 'confirmingRemove',
          actions: 'assignRemoving',
          description: 'Remove pressed on an endpoint: ask first, as its deliveries go with it.',
        },
        'deliveries.refresh': {
          target: 'refreshing',
          actions: 'clearFailure',
          description: 'Refresh pressed: load the deliveries again.',
        },
        'delivery.resend': {
          guard: 'isListedDelivery',
          target: 'resending',
          actions: 'assignResending',
          description: 'Send again pressed on a delivery.',
        },
      },
    },
    creating: {
      description: 'createWebhookEndpoint adds the endpoint and draws its signing secret.',
      tags: ['busy'],
      invoke: {
        id: 'createWebhookEndpoint',
        src: 'createWebhookEndpoint',
        input: ({ context }) => ({ name: context.name.trim(), url: context.url.trim(), events: context.events }),
        onDone: {
          target: 'secretShown',
          actions: { type: 'assignCreated', params: ({ event }) => ({ created: event.output }) },
          description: 'Added: the secret is shown this once, and the endpoint listed; the form is empty again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Refused or failed: the server's sentence shows above the form, which keeps its values.",
        },
      },
    },
    secretShown: {
      description: 'The signing secret, with a copy button and the warning that it will not be shown again.',
      tags: ['secret-visible'],
      on: {
        'secret.dismiss': {
          target: 'ready',
          actions: 'forgetCreated',
          description: 'Done: the secret is forgotten by the page too.',
        },
      },
    },
    confirmingRemove: {
      description: 'The confirm dialog asks before removing the endpoint.',
      tags: ['confirm-visible'],
      on: {
        'remove.confirm': { target: 'removing', description: 'Confirmed: remove the endpoint.' },
        'remove.cancel': { target: 'ready', actions: 'clearRemoving', description: 'Cancelled: the endpoint stays.' },
      },
    },
    removing: {
      description: 'deleteWebhookEndpoint removes the endpoint and its deliveries.',
      tags: ['confirm-visible', 'busy'],
      invoke: {
        id: 'deleteWebhookEndpoint',
        src: 'deleteWebhookEndpoint',
        input: ({ context }) => ({ endpointId: context.removingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: ['dropRemoved', { type: 'notifyRemoved', params: ({ event }) => ({ name: event.output.name }) }],
          description: 'Removed: the endpoint and its deliveries leave the lists and a toast says so.',
        },
        onError: {
          target: 'ready',
          actions: ['clearRemoving', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "Refused or failed: the endpoint stays listed and the server's sentence shows.",
        },
      },
    },
    resending: {
      description: 'resendWebhookDelivery queues the delivery again, same id and body.',
      tags: ['busy'],
      invoke: {
        id: 'resendWebhookDelivery',
        src: 'resendWebhookDelivery',
        input: ({ context }) => ({ deliveryId: context.resendingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignResent', params: ({ event }) => ({ delivery: event.output }) }, 'notifyResent'],
          description: 'Queued: the delivery shows as pending and a toast says so.',
        },
        onError: {
          target: 'ready',
          actions: ['clearResending', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "Refused or failed: the server's sentence shows.",
        },
      },
    },
  },
});

export const card = {
  machine: webhooksMachine,
  title: 'Webhooks',
  spec: 'Designed (issue 30): outbound webhooks; webhooks tag listWebhookEndpoints, createWebhookEndpoint, deleteWebhookEndpoint, listWebhookDeliveries, resendWebhookDelivery',
  screen: 'webhooks',
} satisfies MachineCard<typeof webhooksMachine>;
