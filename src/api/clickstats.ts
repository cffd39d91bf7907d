/** Typed calls tagged 'clickstats' in openapi.yaml: click breakdowns, their CSV downloads and Auto DM funnels. */
import { exportOperation, operation } from './operation';

export const breakdown = /* @__PURE__ */ operation('/clicks/breakdown', { shop: true });
export const breakdownExport = /* @__PURE__ */ exportOperation('/clicks/breakdown_export', { shop: true });
export const clicksExport = /* @__PURE__ */ exportOperation('/clicks/clicks_export', { shop: true });
export const dmFunnel = /* @__PURE__ */ operation('/clicks/dm_funnel', { shop: true });
