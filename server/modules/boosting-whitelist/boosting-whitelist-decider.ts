import type { Decider } from '../../events/command-handler';

/**
 * Boosting is open only to shops operators put on a list (spec §1, §6). One stream per shop,
 * `boosting-whitelist:<shopDomain>`, so adding and removing one shop never contends with another.
 */

export type ShopWhitelisted = { type: 'ShopWhitelisted'; data: { shopDomain: string; whitelistedAt: string } };
export type ShopUnwhitelisted = { type: 'ShopUnwhitelisted'; data: { shopDomain: string; unwhitelistedAt: string } };
export type BoostingWhitelistEvent = ShopWhitelisted | ShopUnwhitelisted;

export const whitelistStream = (shopDomain: string) => `boosting-whitelist:${shopDomain}`;

export type WhitelistCommand =
  { type: 'WhitelistShop'; shopDomain: string } | { type: 'UnwhitelistShop'; shopDomain: string };

/**
 * Adding a shop that is already on the list, or removing one that is not, decides nothing: the operator's
 * intent already holds, and the log keeps only real changes.
 */
export const whitelistDecider: Decider<WhitelistCommand, { whitelisted: boolean }, BoostingWhitelistEvent> = {
  initialState: { whitelisted: false },
  evolve: (_state, event) => ({ whitelisted: event.type === 'ShopWhitelisted' }),
  decide(command, state, { now }) {
    if (command.type === 'WhitelistShop') {
      return state.whitelisted
        ? []
        : [{ type: 'ShopWhitelisted', data: { shopDomain: command.shopDomain, whitelistedAt: now.toISOString() } }];
    }
    return state.whitelisted
      ? [{ type: 'ShopUnwhitelisted', data: { shopDomain: command.shopDomain, unwhitelistedAt: now.toISOString() } }]
      : [];
  },
};
