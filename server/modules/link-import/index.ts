import type { ServerModule } from '../../services';
import { createLinkImportOperations } from './link-import-operations';

/**
 * Link import (issue 30): a creator's links from another tool (a Bitly export, the generic CSV, a pasted list)
 * become short links, and a link-in-bio export becomes bio buttons in order. A module of its own because it
 * writes through two others (short links and bio link) by their index; it owns no table and no event: imported
 * links and buttons are the same ShortLinkCreated and BioButtonsAdded events as any other, so projections, the
 * link cache and account erasure treat them alike.
 */
export const linkImportModule: ServerModule = {
  name: 'link-import',
  operations: createLinkImportOperations,
};
