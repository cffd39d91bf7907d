/** Typed calls tagged 'keys' in openapi.yaml: keys the app needs before signing in. */
import { getOperation } from './operation';

export const publicKey = /* @__PURE__ */ getOperation('/auth/public-key');
