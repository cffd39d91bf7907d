import { ALWAYS_LIVE, scheduleState, type LinkSchedule } from '../../../src/domain/link-schedule';
import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { clicksOfLinks } from '../short-links';
import { earnedSchedule } from '../tracking-ids';
import { BIO_LINK_MESSAGES } from './bio-link-decider';
import type { BioLinks } from './bio-link-service';
import { BIO_BUTTON_CLICK } from './bio-link-queries';

type Schemas = components['schemas'];

/**
 * get_button_schedule and set_button_schedule of the `biolink` tag: a bio button's schedule and limits. The public
 * page leaves a button out while it is outside them (bio-web-operations.ts), and keeps a rendered page no longer than
 * the next start or end of any of its buttons, so a window that opens or closes by the clock shows in time.
 */
export function createButtonScheduleOperations(
  { database: db, eventStore: store }: Pick<Services, 'database' | 'eventStore'>,
  bio: BioLinks,
): OperationHandlers {
  async function buttonOf(shopDomain: string, id: string) {
    const { rows } = await db.query<{ code: string; schedule: LinkSchedule | null }>(
      'select code, schedule from bio_buttons where shop_domain = $1 and button_id = $2',
      [shopDomain, id],
    );
    const row = rows[0];
    if (!row) throw notFound(BIO_LINK_MESSAGES.unknownButton(id));
    return row;
  }

  async function view(
    id: string,
    code: string,
    schedule: LinkSchedule,
    now: Date,
  ): Promise<Schemas['BioButtonSchedule']> {
    const humanClicks = (await clicksOfLinks(db, [code], BIO_BUTTON_CLICK)).get(code) ?? 0;
    return { id, schedule, state: scheduleState(schedule, now.getTime(), humanClicks), humanClicks };
  }

  return {
    async getButtonSchedule(ctx): Promise<Schemas['BioButtonSchedule']> {
      const { id } = ctx.body as Schemas['BioButtonRulesRequest'];
      const button = await buttonOf(shopOf(ctx), id);
      return view(id, button.code, button.schedule ?? ALWAYS_LIVE, ctx.now);
    },

    async setButtonSchedule(ctx): Promise<Schemas['BioButtonSchedule']> {
      const { id, schedule: input } = ctx.body as Schemas['BioButtonScheduleSetRequest'];
      const shopDomain = shopOf(ctx);
      const button = await buttonOf(shopDomain, id);
      // A hidden button has no fallback: only short links send visitors elsewhere.
      const schedule = await earnedSchedule({ db, store }, shopDomain, { ...input, fallbackUrl: null });
      await bio.page(
        { type: 'SetButtonSchedule', shopDomain, id, schedule },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      const answer = await view(id, button.code, schedule, ctx.now);
      ctx.log.info('bio button schedule set', { button: id, state: answer.state });
      return answer;
    },
  };
}
