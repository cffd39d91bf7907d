/** Typed calls tagged 'analytics' in openapi.yaml: product analytics events (analytics host). */
import { operation } from './operation';

// No error toast: a background analytics event: its failure is nothing the creator can act on.
export const eTab = /* @__PURE__ */ operation('/recieve/e_tab', { host: 'analytics', shop: true, ignoreErrors: true });
