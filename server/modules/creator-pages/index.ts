/**
 * What landing pages, galleries and collages share (it is no server module of its own: it has no operations or
 * tables): the creator document each of them is (decider, commands, projection, queries, erasure), its public page
 * (markup, cache, route) and the tracked product links on it.
 */
export { documentDecider, type DocumentEvent } from './creator-document-decider';
export { createDocument, deleteDocument, runDocument } from './document-commands';
export { eraseShopDocuments } from './document-erasure';
export {
  documentEventNames,
  documentProjection,
  type DocumentRow,
  type PublicDocument,
  type TrackedPart,
} from './document-projections';
export { chooseSlug, listDocuments, ownDocument, requiredTitle } from './document-queries';
export { answerPublicPage, documentPageSpec, pageCacheOf, publicPageRoute, type PublicPageSpec } from './page-cache';
export { byHandle, pageHeader, productMarkup } from './page-markup';
export { productCardView, productLink, type ProductCard, type ProductLinkDeps } from './product-links';
export { documentClickScope, newPartCode, trackedLinkSource } from './tracked-links';
