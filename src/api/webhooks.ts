/** Typed calls tagged 'webhookendpoints' in openapi.yaml: the creator's webhook endpoints and their deliveries. */
import { operation } from './operation';

export const listWebhookEndpoints = /* @__PURE__ */ operation('/webhook-endpoints/list_webhook_endpoints', {
  shop: true,
});
export const createWebhookEndpoint = /* @__PURE__ */ operation('/webhook-endpoints/create_webhook_endpoint', {
  shop: true,
});
export const deleteWebhookEndpoint = /* @__PURE__ */ operation('/webhook-endpoints/delete_webhook_endpoint', {
  shop: true,
});
export const listWebhookDeliveries = /* @__PURE__ */ operation('/webhook-endpoints/list_webhook_deliveries', {
  shop: true,
});
export const resendWebhookDelivery = /* @__PURE__ */ operation('/webhook-endpoints/resend_webhook_delivery', {
  shop: true,
});
