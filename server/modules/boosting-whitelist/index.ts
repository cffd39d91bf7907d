import { fileURLToPath } from 'node:url';
import { shopOf } from '../../operations';
import type { ServerModule } from '../../services';
import { boostingWhitelistProjection } from './boosting-whitelist-projections';
import { createBoostingWhitelist } from './boosting-whitelist-service';
import { whitelistErasure } from './shop-whitelist-erasure';

/**
 * The boosting whitelist (spec §1, §6, §7 /user/checkBoostingWhitelist): operators add and remove shops from the
 * command line; the app asks whether the signed-in shop is on it (create panel, promotion modal's More).
 */
export const boostingWhitelistModule: ServerModule = {
  name: 'boosting-whitelist',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [boostingWhitelistProjection],
  operations(services) {
    const whitelist = createBoostingWhitelist(services.database, services.eventStore);
    return {
      checkBoostingWhitelist: async (ctx) => ({ whitelisted: await whitelist.isWhitelisted(shopOf(ctx)) }),
    };
  },
  erasure: whitelistErasure,
};

export { createBoostingWhitelist, type BoostingWhitelist, type WhitelistedShop } from './boosting-whitelist-service';
