import { formatMoney } from '../../src/domain/catalog-pricing';
import { pacificMonth } from '../../src/domain/pacific-time';
import { createBilling, monthBounds } from '../modules/billing';
import { MONTH } from '../modules/earnings';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readValuedFlags } from './admin-format';
import { readShop } from './whitelist.command';

const usd = (amountCents: number) => formatMoney({ amountCents, currency: 'USD' });

/** The Pacific month before the one holding `now`: the month a routine close bills. */
const lastMonth = (now: Date) => pacificMonth(new Date(Date.parse(monthBounds(pacificMonth(now)).periodStart) - 1));

export const billingClosePeriodCommand: AdminCommand = {
  name: 'billing close-period',
  args: '[--month YYYY-MM]',
  summary:
    "close a billing month (the last ended Pacific month by default): each paid plan's extra clicks are billed with the next month's price, plans cancelled at its end stop; the running month may be closed early to bill now",
  async run(args, services, { out }) {
    const now = new Date();
    const month = readValuedFlags(args, ['--month'])['--month'] ?? lastMonth(now);
    if (!MONTH.test(month)) throw new AdminUsageError('--month takes a month as YYYY-MM, e.g. 2025-03');
    if (month > pacificMonth(now)) throw new AdminUsageError(`${month} has not started yet: close it once it has.`);
    const closed = await createBilling(services).closeMonth(month, now);
    if (closed.length === 0) {
      out(`No plan is in its ${month} period (already closed, or none was active): nothing changed.`);
      return;
    }
    const total = closed.reduce((sum, row) => sum + row.billedCents, 0);
    out(
      `Closed ${month} for ${closed.length} shop${closed.length === 1 ? '' : 's'}, ${usd(total)} billed${services.payments.kind === 'stripe' ? ' (Stripe invoices the plans and the extra clicks reported to its meter)' : ''}.`,
    );
    out(
      formatTable(
        ['shop', 'billed', 'plan'],
        closed.map((row) => [row.shopDomain, usd(row.billedCents), row.ended ? 'ended' : 'renewed']),
      ),
    );
  },
};

export const billingSpecialPlanCommand: AdminCommand = {
  name: 'billing special-plan',
  args: '--shop SHOP --plan 109|1034',
  summary:
    'put a shop on a boosting special plan (109 Walmart or 1034 Amazon tracking-id selection) for the running month; it renews at each close until cancelled',
  async run(args, services, { out }) {
    const flags = readValuedFlags(args, ['--shop', '--plan']);
    if (flags['--plan'] !== '109' && flags['--plan'] !== '1034') throw new AdminUsageError('--plan takes 109 or 1034');
    const shop = await readShop(
      args.filter((_, i) => args[i - 1] !== '--plan' && args[i] !== '--plan'),
      services,
    );
    const changed = await createBilling(services).assignSpecialPlan(shop, Number(flags['--plan']), new Date());
    out(
      changed
        ? `${shop} is on the boosting special plan ${flags['--plan']}.`
        : `${shop} was already on the boosting special plan ${flags['--plan']}; nothing changed.`,
    );
  },
};
