/** Typed calls tagged 'settlement' in openapi.yaml: earnings balance and settlement lines. */
import { operation } from './operation';

export const getTotal = operation('/app/settlement/get_total', { shop: true });
export const getDetail = operation('/app/settlement/get_detail', { shop: true });
