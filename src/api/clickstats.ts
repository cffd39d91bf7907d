/** Typed calls tagged 'clickstats' in openapi.yaml: click breakdowns and their CSV downloads. */
import { exportOperation, operation } from './operation';

export const breakdown = /* @__PURE__ */ operation('/clicks/breakdown', { shop: true });
export const breakdownExport = /* @__PURE__ */ exportOperation('/clicks/breakdown_export', { shop: true });
export const clicksExport = /* @__PURE__ */ exportOperation('/clicks/clicks_export', { shop: true });
