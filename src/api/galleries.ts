/** Typed calls tagged 'galleries' in openapi.yaml: link galleries. */
import { operation } from './operation';

export const galleryList = operation('/gallery/list', { shop: true });
export const galleryCreate = operation('/gallery/create', { shop: true });
export const galleryUpdate = operation('/gallery/update', { shop: true });
export const galleryDelete = operation('/gallery/delete', { shop: true });
export const galleryDetail = operation('/gallery/detail', { shop: true });
