import {
  WEBHOOK_ENDPOINTS_PER_SHOP,
  webhookDraftProblem,
  type AddressRules,
  type WebhookEventType,
} from '../../../src/domain/webhooks';
import { clash, invalid, missing } from '../../events/domain-error';
import type { WebhookEndpointEvent } from './webhook-endpoint-events';

/** What the decider knows of one endpoint: nothing before it is made, then its shop and whether it still lives. */
export type WebhookEndpointState = { status: 'none' } | { status: 'live' | 'removed'; shopDomain: string };

export const INITIAL_WEBHOOK_ENDPOINT: WebhookEndpointState = { status: 'none' };

export function evolveWebhookEndpoint(state: WebhookEndpointState, event: WebhookEndpointEvent): WebhookEndpointState {
  // An erased shop's events keep only { redacted: true }: the endpoint is gone.
  if ('redacted' in (event.data as object)) return { status: 'none' };
  switch (event.type) {
    case 'WebhookEndpointCreated':
      return { status: 'live', shopDomain: event.data.shopDomain };
    case 'WebhookEndpointRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
  }
}

export interface CreateWebhookEndpoint {
  type: 'CreateWebhookEndpoint';
  endpointId: string;
  shopDomain: string;
  name: string;
  url: string;
  events: readonly string[];
  secret: string;
  /** Endpoints the shop holds already. */
  liveEndpoints: number;
  rules: AddressRules;
  now: Date;
}

export interface RemoveWebhookEndpoint {
  type: 'RemoveWebhookEndpoint';
  endpointId: string;
  shopDomain: string;
  now: Date;
}

export function decideWebhookEndpoint(
  command: CreateWebhookEndpoint | RemoveWebhookEndpoint,
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  if (command.type === 'CreateWebhookEndpoint') {
    const problem = webhookDraftProblem(command, command.rules);
    if (problem) throw invalid(problem);
    if (state.status !== 'none') throw clash('This endpoint exists already.');
    if (command.liveEndpoints >= WEBHOOK_ENDPOINTS_PER_SHOP)
      throw invalid(
        `A shop can hold at most ${WEBHOOK_ENDPOINTS_PER_SHOP} webhook endpoints. Remove one you no longer use first.`,
      );
    return [
      {
        type: 'WebhookEndpointCreated',
        data: {
          endpointId: command.endpointId,
          shopDomain: command.shopDomain,
          name: command.name.trim(),
          url: command.url.trim(),
          events: [...command.events] as WebhookEventType[],
          secret: command.secret,
          createdAt: command.now.toISOString(),
        },
      },
    ];
  }
  // Another shop's endpoint reads as missing, so its existence is not revealed.
  if (state.status !== 'live' || state.shopDomain !== command.shopDomain)
    throw missing('This webhook endpoint does not exist or was removed already.');
  return [
    {
      type: 'WebhookEndpointRemoved',
      data: { endpointId: command.endpointId, shopDomain: command.shopDomain, removedAt: command.now.toISOString() },
    },
  ];
}
