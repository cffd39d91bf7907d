/** Typed calls tagged 'collages' in openapi.yaml: aI collages of products. */
import { operation } from './operation';

export const collageList = operation('/collage/list', { shop: true });
export const collageCreate = operation('/collage/create', { shop: true });
export const collageDelete = operation('/collage/delete', { shop: true });
