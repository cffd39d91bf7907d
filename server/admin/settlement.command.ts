import { formatMoney } from '../../src/domain/catalog-pricing';
import { MONTH, settlementsOf, type SettlementLine } from '../modules/earnings';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readLimit, readValuedFlags } from './admin-format';

const usd = (amountCents: number) => formatMoney({ amountCents, currency: 'USD' });
const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function linesTable(lines: readonly SettlementLine[]): string {
  return formatTable(
    ['line', 'shop', 'period', 'kind', 'orders', 'amount', 'status'],
    lines.map((line) => [
      line.lineId,
      line.shopDomain,
      line.month,
      line.kind,
      String(line.conversionCount),
      usd(line.amountCents),
      line.paidAt ? `paid ${minute(line.paidAt)}` : line.status,
    ]),
  );
}

export const settlementCloseCommand: AdminCommand = {
  name: 'settlement close',
  args: '--month YYYY-MM',
  summary:
    "close a Pacific month: each shop's approved commission not settled yet becomes a pending line (reversals of settled orders a negative one)",
  async run(args, services, { out }) {
    const month = readValuedFlags(args, ['--month'])['--month'];
    if (month === undefined) throw new AdminUsageError('--month is required');
    if (!MONTH.test(month)) throw new AdminUsageError('--month takes a month as YYYY-MM, e.g. 2025-03');
    const result = await settlementsOf(services).close(month, new Date());
    if (!result.closed) out(`${month} was closed at ${minute(result.closedAt)}; nothing changed.`);
    else
      out(
        `Closed ${month}: ${result.lines.length} line${result.lines.length === 1 ? '' : 's'}, ${usd(result.totalCents)} in total.`,
      );
    if (result.lines.length > 0) out(linesTable(result.lines));
  },
};

export const settlementPayCommand: AdminCommand = {
  name: 'settlement pay',
  args: '--id LINE',
  summary: 'mark a settlement line paid (once it has been paid out)',
  async run(args, services, { out }) {
    const id = readValuedFlags(args, ['--id'])['--id'];
    if (id === undefined) throw new AdminUsageError('--id is required (the line column of `settlement list`)');
    const { line, changed } = await settlementsOf(services).pay(id, new Date());
    const what = `${line.shopDomain}'s ${line.kind} line of ${line.month}, ${usd(line.amountCents)}`;
    out(changed ? `Paid ${what}.` : `${what} was already paid at ${minute(line.paidAt!)}; nothing changed.`);
  },
};

export const settlementListCommand: AdminCommand = {
  name: 'settlement list',
  args: '[--month YYYY-MM] [--shop SHOP] [--status pending|paid] [--limit N]',
  summary: 'settlement lines, newest period first',
  async run(args, services, { out }) {
    const flags = readValuedFlags(args, ['--month', '--shop', '--status', '--limit']);
    const limit = readLimit(args, 100);
    if (flags['--month'] !== undefined && !MONTH.test(flags['--month']))
      throw new AdminUsageError('--month takes a month as YYYY-MM, e.g. 2025-03');
    const status = flags['--status'];
    if (status !== undefined && status !== 'pending' && status !== 'paid')
      throw new AdminUsageError('--status is pending or paid');
    const lines = await settlementsOf(services).list({
      month: flags['--month'],
      shopDomain: flags['--shop'],
      status,
      limit,
    });
    if (lines.length === 0) {
      out('No settlement lines match. `settlement close --month YYYY-MM` closes a month into lines.');
      return;
    }
    out(linesTable(lines));
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
    out(`${lines.length} line${lines.length === 1 ? '' : 's'}, ${usd(total)} in total.`);
  },
};
