/**
 * Typed calls tagged 'clickstats' in openapi.yaml: click breakdowns, their CSV downloads, Auto DM funnels and the
 * Amazon stores visitors were sent away from.
 */
import { exportOperation, operation } from './operation';

export const breakdown = /* @__PURE__ */ operation('/clicks/breakdown', { shop: true });
export const breakdownExport = /* @__PURE__ */ exportOperation('/clicks/breakdown_export', { shop: true });
export const clicksExport = /* @__PURE__ */ exportOperation('/clicks/clicks_export', { shop: true });
export const dmFunnel = /* @__PURE__ */ operation('/clicks/dm_funnel', { shop: true });
export const missedAmazonStores = /* @__PURE__ */ operation('/clicks/missed_amazon_stores', { shop: true });
