import type { components } from '../../../src/generated/api';
import { shopOf, type OperationHandlers } from '../../operations';
import type { ShortLinks } from './short-links-service';

type Schemas = components['schemas'];

/** get_shortlink_rules and set_shortlink_rules of the `shortlinks` tag: a link's destination rules, read and replaced. */
export function createDestinationRulesOperations(links: ShortLinks): OperationHandlers {
  return {
    async getShortlinkRules(ctx): Promise<Schemas['ShortLinkRules']> {
      const { code } = ctx.body as Schemas['ShortLinkRulesRequest'];
      return { code, rules: await links.rules(shopOf(ctx), code) };
    },

    async setShortlinkRules(ctx): Promise<Schemas['ShortLinkRules']> {
      const { code, rules } = ctx.body as Schemas['ShortLinkRulesSetRequest'];
      const stored = await links.setRules(shopOf(ctx), code, rules, ctx.now);
      ctx.log.info('destination rules set', { link: code, rules: stored.length });
      return { code, rules: stored };
    },
  };
}
