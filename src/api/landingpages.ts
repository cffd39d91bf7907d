/** Typed calls tagged 'landingpages' in openapi.yaml: landing pages built from blocks. */
import { operation } from './operation';

export const landingList = operation('/landing/list', { shop: true });
export const landingCreate = operation('/landing/create', { shop: true });
export const landingUpdate = operation('/landing/update', { shop: true });
export const landingDelete = operation('/landing/delete', { shop: true });
export const landingDetail = operation('/landing/detail', { shop: true });
export const stats = operation('/landing/stats', { shop: true });
