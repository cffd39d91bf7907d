/** Typed calls tagged 'earnings' in openapi.yaml: the Account tab's clicks, conversions and earnings over a Pacific range. */
import { operation } from './operation';

export const getDashboard = /* @__PURE__ */ operation('/app/earning/get_dashboard', { shop: true });
export const getConversions = /* @__PURE__ */ operation('/app/earning/get_conversions', { shop: true });
export const getEarningsBreakdown = /* @__PURE__ */ operation('/app/earning/get_earnings_breakdown', { shop: true });
