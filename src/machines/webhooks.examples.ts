import type { SimulationExamples } from './actor-examples';
import type { webhooksMachine } from './webhooks.machine';

const EXAMPLE_ENDPOINT = {
  endpointId: 'we-1',
  name: 'My CRM',
  url: 'https://hooks.example.com/linkmint',
  events: ['link.clicked' as const, 'conversion.recorded' as const],
  createdAt: '2026-11-20T18:00:00.000Z',
};

const EXAMPLE_DELIVERY = {
  deliveryId: 'whd_0123456789abcdef0123456789abcdef',
  endpointId: 'we-1',
  endpointName: 'My CRM',
  eventType: 'link.clicked' as const,
  itemCount: 12,
  status: 'retrying' as const,
  attempts: 1,
  lastStatusCode: 500,
  lastError: 'The receiver answered 500.',
  nextAttemptAt: '2026-11-28T18:01:00.000Z',
  createdAt: '2026-11-28T18:00:00.000Z',
};

export const webhooksExamples: SimulationExamples<typeof webhooksMachine> = {
  actors: {
    listWebhookEndpoints: { output: { list: [EXAMPLE_ENDPOINT] }, error: 'Your webhooks could not be loaded.' },
    listWebhookDeliveries: { output: { list: [EXAMPLE_DELIVERY] }, error: 'The deliveries could not be loaded.' },
    createWebhookEndpoint: {
      output: {
        secret: 'whsec_EXAMPLEexampleEXAMPLEexampleEXAMPLEexample0',
        endpoint: { ...EXAMPLE_ENDPOINT, endpointId: 'we-2', name: 'Zapier', events: ['dm.sent' as const] },
      },
      error: 'Webhook addresses must start with https://.',
    },
    deleteWebhookEndpoint: {
      output: EXAMPLE_ENDPOINT,
      error: 'This webhook endpoint does not exist or was removed already.',
    },
    resendWebhookDelivery: {
      output: { ...EXAMPLE_DELIVERY, status: 'pending' as const, nextAttemptAt: '2026-11-28T18:05:00.000Z' },
      error: 'This delivery does not exist or its endpoint was removed.',
    },
  },
};
