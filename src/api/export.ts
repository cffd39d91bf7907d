/** Typed calls tagged 'export' in openapi.yaml: spreadsheet downloads of boosting results and settlements. */
import { exportOperation } from './operation';

export const exportByDate = /* @__PURE__ */ exportOperation('/boostingData/exportByDate', { shop: true });
export const exportByContentId = /* @__PURE__ */ exportOperation('/boostingData/exportByContentId', { shop: true });
export const settlementExport = /* @__PURE__ */ exportOperation('/app/settlement/settlement-export', { shop: true });
