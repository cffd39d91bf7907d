/** Typed calls tagged 'linkimport' in openapi.yaml: a creator's links from other tools, previewed then stored. */
import { operation } from './operation';

export const previewLinkImport = /* @__PURE__ */ operation('/link-import/preview_link_import', { shop: true });
export const runLinkImport = /* @__PURE__ */ operation('/link-import/run_link_import', { shop: true });
