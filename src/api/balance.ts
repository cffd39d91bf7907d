/** Typed calls tagged 'balance' in openapi.yaml: the Income page's balance and its ledger. */
import { operation } from './operation';

export const getBalance = /* @__PURE__ */ operation('/balance/get_balance', { shop: true });
export const getLedger = /* @__PURE__ */ operation('/balance/get_ledger', { shop: true });
