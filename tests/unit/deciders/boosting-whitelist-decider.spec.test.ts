import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  whitelistDecider,
  type BoostingWhitelistEvent,
  type WhitelistCommand,
} from '../../../server/modules/boosting-whitelist/boosting-whitelist-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const whitelist = spec(whitelistDecider);
const shopDomain = 'shop-a';
const added: BoostingWhitelistEvent = { type: 'ShopWhitelisted', data: { shopDomain, whitelistedAt: at } };
const removed: BoostingWhitelistEvent = { type: 'ShopUnwhitelisted', data: { shopDomain, unwhitelistedAt: at } };

describe('boosting whitelist decider', () => {
  it('adds and removes a shop; an intent that already holds records nothing', () => {
    whitelist.given([]).when({ type: 'WhitelistShop', shopDomain }).then([added]);
    whitelist.given([added]).when({ type: 'WhitelistShop', shopDomain }).thenNothingHappens();
    whitelist.given([added]).when({ type: 'UnwhitelistShop', shopDomain }).then([removed]);
    whitelist.given([]).when({ type: 'UnwhitelistShop', shopDomain }).thenNothingHappens();
    whitelist.given([added, removed]).when({ type: 'WhitelistShop', shopDomain }).then([added]);
  });

  it.prop([fc.array(fc.boolean(), { maxLength: 20 })])(
    'the log alternates: no two adds or two removes in a row, and the last command wins',
    (wants) => {
      const log = wants.reduce<BoostingWhitelistEvent[]>((history, want) => {
        const command: WhitelistCommand = want
          ? { type: 'WhitelistShop', shopDomain }
          : { type: 'UnwhitelistShop', shopDomain };
        return [...history, ...whitelist.given(history).when(command).events()];
      }, []);
      log.forEach((event, i) => expect(event.type).not.toBe(log[i - 1]?.type));
      if (wants.length > 0)
        expect(log.reduce(whitelistDecider.evolve, whitelistDecider.initialState).whitelisted).toBe(wants.at(-1));
    },
  );
});
