/** Typed calls tagged 'combinelinks' in openapi.yaml: pages that bundle several short links. */
import { operation } from './operation';

export const combinelinkList = operation('/app/combinelink/list', { shop: true });
export const combinelinkDetail = operation('/app/combinelink/detail', { shop: true });
export const combinelinkDelete = operation('/app/combinelink/delete', { shop: true });
export const combinelinkCreate = operation('/app/combinelink/create', { bodyAs: 'form', shop: true });
