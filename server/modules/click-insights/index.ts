import { fileURLToPath } from 'node:url';
import { lockFollower } from '../../events/followers';
import type { ServerModule } from '../../services';
import { startFollowing, stopFollowing } from './click-follower-loop';
import { createClickInsightsOperations } from './click-insights-operations';
import { CLICK_ROLLUPS_FOLLOWER, clickRollupsFollower } from './click-rollups-follower';
import { dmFunnelOperations } from './dm-funnel-operation';
import { missedStoresOperations } from './missed-stores-operation';
import { ownPublicHosts } from './own-public-hosts';

/**
 * Click breakdowns (the `clickstats` tag): where the clicks of the shop, a link or a page come from, on what device
 * and browser, from which country and at what hour, against the previous period, and their CSV exports. Counted
 * from the LinkClicked events by a follower of the log, so the redirect never waits for these roll-ups.
 */
export const clickInsightsModule: ServerModule = {
  name: 'click-insights',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  followers: (config) => [clickRollupsFollower(ownPublicHosts(config))],
  operations: (services) => ({
    ...createClickInsightsOperations(services),
    ...dmFunnelOperations(services),
    ...missedStoresOperations(services),
  }),
  start: startFollowing,
  stop: stopFollowing,
  erasure: () => ({
    async erase(tx, { shopDomain }) {
      if (!shopDomain) return;
      // A catch-up in flight finishes first; later ones find the shop's click events erased (short-links' part).
      await lockFollower(tx, CLICK_ROLLUPS_FOLLOWER);
      await tx.query('delete from click_rollups where shop_domain = $1', [shopDomain]);
      await tx.query('delete from click_records where shop_domain = $1', [shopDomain]);
    },
  }),
};
