import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { bundledCatalog } from '../catalog';
import { combinedLinksProjection } from './combined-links-projections';
import { createCombinedLinkOperations } from './combined-links';
import { createDeepLinkOperations } from './deep-link-operations';
import { freeDaysOperation } from './free-days';
import { createGroupLinkOperations } from './group-links';

/**
 * Pages of links for the audience and the lists behind them: group links (a collection's products at
 * /gl/{code}), combined links (several short links at /c/{code}), the list of deep links (short links that open
 * the retailer app on phones; the short-links module's redirect answers them) and free days.
 */
export const linkPagesModule: ServerModule = {
  name: 'link-pages',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [combinedLinksProjection],
  operations: (services) => ({
    ...createGroupLinkOperations(services),
    ...createCombinedLinkOperations(services, bundledCatalog()),
    ...createDeepLinkOperations(services),
    remain: freeDaysOperation(services),
  }),
};

export { countPageVisit, entryTitle, formatPrice, handleOfShop, RETAILER_NAMES, visitorOf } from './link-entries';
