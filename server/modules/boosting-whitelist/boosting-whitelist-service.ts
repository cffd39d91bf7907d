import type { Database } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { whitelistDecider, whitelistStream } from './boosting-whitelist-decider';

export interface WhitelistedShop {
  shopDomain: string;
  whitelistedAt: string;
}

/** The module's commands and queries, shared by its operation and the operators' command line. */
export function createBoostingWhitelist(db: Database, store: EventStore, clock: () => Date = () => new Date()) {
  const handle = createCommandHandler(store, whitelistDecider, { clock });
  return {
    /** Answers whether the shop was newly added (false: it already was on the list). */
    async add(shopDomain: string, call: { metadata?: Record<string, unknown> } = {}): Promise<boolean> {
      const result = await handle(whitelistStream(shopDomain), { type: 'WhitelistShop', shopDomain }, call);
      return result.events.length > 0;
    },
    /** Answers whether the shop was on the list. */
    async remove(shopDomain: string, call: { metadata?: Record<string, unknown> } = {}): Promise<boolean> {
      const result = await handle(whitelistStream(shopDomain), { type: 'UnwhitelistShop', shopDomain }, call);
      return result.events.length > 0;
    },
    async isWhitelisted(shopDomain: string): Promise<boolean> {
      const { rows } = await db.query('select 1 from boosting_whitelist where shop_domain = $1', [shopDomain]);
      return rows.length > 0;
    },
    async list(): Promise<WhitelistedShop[]> {
      const { rows } = await db.query<{ shop_domain: string; whitelisted_at: Date | string }>(
        'select shop_domain, whitelisted_at from boosting_whitelist order by shop_domain',
      );
      return rows.map((row) => ({
        shopDomain: row.shop_domain,
        whitelistedAt: new Date(row.whitelisted_at).toISOString(),
      }));
    },
  };
}

export type BoostingWhitelist = ReturnType<typeof createBoostingWhitelist>;
