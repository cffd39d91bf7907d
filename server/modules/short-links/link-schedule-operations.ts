import type { components } from '../../../src/generated/api';
import { shopOf, type OperationHandlers } from '../../operations';
import type { ShortLinks } from './short-links-service';

type Schemas = components['schemas'];

/** get_shortlink_schedule and set_shortlink_schedule of the `shortlinks` tag: a link's schedule and limits. */
export function createLinkScheduleOperations(links: ShortLinks): OperationHandlers {
  return {
    async getShortlinkSchedule(ctx): Promise<Schemas['ShortLinkSchedule']> {
      const { code } = ctx.body as Schemas['ShortLinkRulesRequest'];
      return { code, ...(await links.schedule(shopOf(ctx), code, ctx.now)) };
    },

    async setShortlinkSchedule(ctx): Promise<Schemas['ShortLinkSchedule']> {
      const { code, schedule } = ctx.body as Schemas['ShortLinkScheduleSetRequest'];
      const view = await links.setSchedule(shopOf(ctx), code, schedule, ctx.now);
      ctx.log.info('short link schedule set', { link: code, state: view.state });
      return { code, ...view };
    },
  };
}
