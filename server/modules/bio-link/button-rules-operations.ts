import type { DestinationRule } from '../../../src/domain/destination-rules';
import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { earnedRules } from '../tracking-ids';
import { BIO_LINK_MESSAGES } from './bio-link-decider';
import type { BioLinks } from './bio-link-service';

type Schemas = components['schemas'];

/**
 * get_button_rules and set_button_rules of the `biolink` tag: a bio button's destination rules. The button's
 * tracked address reads them with its destination (bioTrackedLinks), so a change applies at the next click on every
 * server; the public page shows only the tracked address and does not change.
 */
export function createButtonRulesOperations(
  { database: db, eventStore: store }: Pick<Services, 'database' | 'eventStore'>,
  bio: BioLinks,
): OperationHandlers {
  async function rulesOf(shopDomain: string, id: string): Promise<DestinationRule[]> {
    const { rows } = await db.query<{ rules: DestinationRule[] }>(
      'select rules from bio_buttons where shop_domain = $1 and button_id = $2',
      [shopDomain, id],
    );
    const row = rows[0];
    if (!row) throw notFound(BIO_LINK_MESSAGES.unknownButton(id));
    return row.rules;
  }

  return {
    async getButtonRules(ctx): Promise<Schemas['BioButtonRules']> {
      const { id } = ctx.body as Schemas['BioButtonRulesRequest'];
      return { id, rules: await rulesOf(shopOf(ctx), id) };
    },

    async setButtonRules(ctx): Promise<Schemas['BioButtonRules']> {
      const { id, rules } = ctx.body as Schemas['BioButtonRulesSetRequest'];
      const shopDomain = shopOf(ctx);
      await rulesOf(shopDomain, id);
      const stored = await earnedRules({ db, store }, shopDomain, rules);
      await bio.page(
        { type: 'SetButtonRules', shopDomain, id, rules: stored },
        { now: ctx.now, metadata: { requestId: ctx.requestId } },
      );
      ctx.log.info('bio button rules set', { button: id, rules: stored.length });
      return { id, rules: stored };
    },
  };
}
