/** Typed calls tagged 'export' in openapi.yaml: spreadsheet downloads of boosting results and settlements. */
import { exportOperation } from './operation';

export const exportByDate = exportOperation('/boostingData/exportByDate', { shop: true });
export const exportByContentId = exportOperation('/boostingData/exportByContentId', { shop: true });
export const settlementExport = exportOperation('/app/settlement/settlement-export', { shop: true });
