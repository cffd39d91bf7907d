import { fileURLToPath } from 'node:url';
import type { Services, ServerModule } from '../../services';
import { createConversions } from './conversions';
import { dmFunnelOrders } from './dm-funnel-orders';
import { conversionsProjection, settlementsProjection, trackingIdHoldersProjection } from './earnings-projections';
import { earningsOperations } from './earnings-operations';
import { createSettlements } from './settlements';
import { earningsErasure } from './shop-earnings-erasure';
import { placementReportOperations } from './placement-report';

/**
 * Earnings (the `earnings` and `settlement` tags, and the conversion postback of `webhooks`): orders reported by
 * affiliate networks (signed postbacks, or the admin CLI's CSV import), the Account tab's dashboard, and the
 * monthly settlement the operator closes and pays from the admin CLI.
 */
export const earningsModule: ServerModule = {
  name: 'earnings',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [conversionsProjection, trackingIdHoldersProjection, settlementsProjection],
  operations: (services) => ({
    ...earningsOperations(services, conversionsOf(services), settlementsOf(services)),
    ...placementReportOperations(services),
  }),
  dmFunnel: (services) => dmFunnelOrders(services.database),
  erasure: earningsErasure,
};

export const conversionsOf = (services: Pick<Services, 'database' | 'eventStore'>) =>
  createConversions(services.database, services.eventStore);
export const settlementsOf = (services: Pick<Services, 'database' | 'eventStore'>) =>
  createSettlements(services.database, services.eventStore);

export { hasOrders } from './earnings-queries';
export { type ImportResult, type Receipt } from './conversions';
export { type CloseResult, type SettlementLine } from './settlements';
export { MONTH, type SettlementLedgerEvent } from './settlement-ledger-decider';
export type { SettlementLinePaid } from './settlement-payment-decider';
export { DELETED_SHOP_PREFIX } from './shop-earnings-erasure';
