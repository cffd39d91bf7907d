import type { Services } from '../services';
import { createBoostingWhitelist } from '../modules/boosting-whitelist';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readValuedFlags } from './admin-format';

/** The shop of `--shop SHOP`, which must belong to a creator: a typo would otherwise whitelist nobody, silently. */
export async function readShop(args: readonly string[], services: Services): Promise<string> {
  const shop = readValuedFlags(args, ['--shop'])['--shop'];
  if (shop === undefined) throw new AdminUsageError('--shop is required');
  const { rows } = await services.database.query('select 1 from accounts where shop_domain = $1', [shop]);
  if (rows.length === 0) throw new AdminUsageError(`No creator has the shop ${shop} (see \`users list\`)`);
  return shop;
}

/** Adding and removing differ only in the change and its sentences; both are idempotent (the decider's rule). */
function whitelistChange(
  change: 'add' | 'remove',
  summary: string,
  say: { done: (shop: string) => string; already: (shop: string) => string },
): AdminCommand {
  return {
    name: `whitelist ${change}`,
    args: '--shop SHOP',
    summary,
    async run(args, services, { out }) {
      const shop = await readShop(args, services);
      const changed = await createBoostingWhitelist(services.database, services.eventStore)[change](shop, {
        metadata: { actor: 'admin' },
      });
      out(changed ? say.done(shop) : say.already(shop));
    },
  };
}

export const whitelistAddCommand = whitelistChange(
  'add',
  'allow a shop to submit content for boosting (and send it to the rising-star page)',
  {
    done: (shop) => `Whitelisted ${shop} for boosting.`,
    already: (shop) => `${shop} was already whitelisted for boosting.`,
  },
);

export const whitelistRemoveCommand = whitelistChange('remove', 'take a shop off the boosting whitelist', {
  done: (shop) => `Removed ${shop} from the boosting whitelist.`,
  already: (shop) => `${shop} was not on the boosting whitelist.`,
});

export const whitelistListCommand: AdminCommand = {
  name: 'whitelist list',
  summary: 'list the shops allowed to boost',
  async run(args, services, { out }) {
    if (args.length > 0) throw new AdminUsageError(`Unknown argument: ${args[0]}`);
    const shops = await createBoostingWhitelist(services.database, services.eventStore).list();
    if (shops.length === 0) {
      out('No shop is whitelisted for boosting. `whitelist add --shop SHOP` adds one.');
      return;
    }
    out(
      formatTable(
        ['shop', 'whitelisted'],
        shops.map((s) => [s.shopDomain, s.whitelistedAt.slice(0, 16).replace('T', ' ')]),
      ),
    );
    out(`${shops.length} shop${shops.length === 1 ? '' : 's'} whitelisted.`);
  },
};
