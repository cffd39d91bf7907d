import type { WebhookEventType } from '../../../src/domain/webhooks';

/** The events of a webhook endpoint's stream (`webhook-endpoint:<endpointId>`). */
export type WebhookEndpointEvent =
  | {
      type: 'WebhookEndpointCreated';
      data: {
        endpointId: string;
        shopDomain: string;
        name: string;
        url: string;
        events: WebhookEventType[];
        secret: string;
        createdAt: string;
      };
    }
  | { type: 'WebhookEndpointRemoved'; data: { endpointId: string; shopDomain: string; removedAt: string } };

export const webhookEndpointStream = (endpointId: string) => `webhook-endpoint:${endpointId}`;
