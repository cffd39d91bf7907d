import { formatMoney } from '../../src/domain/catalog-pricing';
import { isRetailer } from '../../src/domain/link-retailers';
import {
  applicationRows,
  createBoostingApplications,
  createContentNeeds,
  createResultsImport,
  OPERATOR_ACTIONS,
  TRANSITIONS,
  type BoostingStatus,
  type OperatorAction,
} from '../modules/boosting';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { operatorFileArgs, readOperatorFile } from './admin-files';
import { formatTable, readLimit, readValuedFlags } from './admin-format';

/** Operators' side of boosting: the applications' review lifecycle, their results, and content requests. */

const STATUSES: readonly BoostingStatus[] = ['submitted', 'reviewing', 'approved', 'rejected', 'running', 'ended'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A results file larger than this is refused before it is read (a year of daily rows for thousands of contents fits). */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Problems of a refused file printed before "and N more". */
const PROBLEMS_SHOWN = 20;

const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

function readId(value: string | undefined): string {
  if (value === undefined) throw new AdminUsageError('--id is required');
  if (!ID.test(value)) throw new AdminUsageError(`"${value}" is not an application id (see \`boosting list\`)`);
  return value;
}

export const boostingListCommand: AdminCommand = {
  name: 'boosting list',
  args: '[--shop SHOP] [--status STATUS] [--limit N]',
  summary: 'list boosting applications, newest first: id, shop, status, dates, budget, contents and tracking ids',
  async run(args, services, { out }) {
    const flags = readValuedFlags(args, ['--shop', '--status', '--limit']);
    const status = flags['--status'];
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
      throw new AdminUsageError(`--status is one of ${STATUSES.join(', ')}`);
    const rows = await applicationRows(services.database, {
      ...(flags['--shop'] !== undefined ? { shopDomain: flags['--shop'] } : {}),
      ...(status !== undefined ? { status: status as BoostingStatus } : {}),
      limit: readLimit(args, 50),
    });
    if (rows.length === 0) return out('No boosting application matches.');
    out(
      formatTable(
        ['id', 'shop', 'status', 'unread', 'submitted', 'start', 'end', 'budget', 'contents', 'tracking ids'],
        rows.map((row) => [
          row.application_id,
          row.shop_domain,
          row.status,
          row.unread ? 'yes' : 'no',
          minute(row.submitted_at),
          row.start_date,
          row.end_date,
          formatMoney({ amountCents: Number(row.budget_cents), currency: row.currency }),
          row.content_ids.join(' '),
          row.tracking_ids.map((t) => t.trackingId).join(' '),
        ]),
      ),
    );
  },
};

function statusCommand(action: OperatorAction): AdminCommand {
  const { from, to } = TRANSITIONS[action];
  const rejecting = action === 'reject';
  return {
    name: `boosting ${action}`,
    args: rejecting ? '--id ID --reason TEXT' : '--id ID',
    summary: `move a boosting application from ${from} to ${to}${rejecting ? ', telling the creator why' : ''} (the creator sees it as unread)`,
    async run(args, services, { out }) {
      const flags = readValuedFlags(args, rejecting ? ['--id', '--reason'] : ['--id']);
      const id = readId(flags['--id']);
      if (rejecting && flags['--reason'] === undefined) throw new AdminUsageError('--reason is required');
      const row = await createBoostingApplications(services).changeStatus(id, action, {
        ...(flags['--reason'] !== undefined ? { note: flags['--reason'] } : {}),
        metadata: { actor: 'admin' },
      });
      out(`Application ${row.application_id} of ${row.shop_domain} is now ${row.status}.`);
    },
  };
}

export const boostingStatusCommands: readonly AdminCommand[] = OPERATOR_ACTIONS.map(statusCommand);

export const boostingImportCommand: AdminCommand = {
  name: 'boosting import',
  args: 'FILE',
  summary:
    'import boosting results from a CSV file (README: Boosting results import); a file with any bad row stores nothing',
  localArgs: operatorFileArgs,
  async run(args, services, { out, err }) {
    const read = await readOperatorFile(args, 'Give the CSV file to import, and nothing else', IMPORT_MAX_BYTES);
    const { path, name: file } = read;
    if ('tooLarge' in read)
      throw new AdminUsageError(`${file} is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it`);
    if ('unreadable' in read)
      throw new AdminUsageError(`Cannot read ${path}: ${read.unreadable.code ?? read.unreadable.message}`);
    const { text } = read;
    const outcome = await createResultsImport(services.database, services.eventStore).importCsv(text, {
      file,
      now: new Date(),
      metadata: { actor: 'admin' },
    });
    if (!outcome.ok) {
      for (const problem of outcome.problems.slice(0, PROBLEMS_SHOWN))
        err(`${file} line ${problem.line}: ${problem.message}`);
      if (outcome.problems.length > PROBLEMS_SHOWN)
        err(`...and ${outcome.problems.length - PROBLEMS_SHOWN} more problems.`);
      err('Nothing was stored: correct the file and import it again.');
      return 1;
    }
    if (outcome.recorded + outcome.corrected === 0)
      return out(`${file} holds nothing new: its ${outcome.unchanged} rows are already stored with the same values.`);
    out(
      `Imported ${file}: ${outcome.recorded} new rows, ${outcome.corrected} corrected, ${outcome.unchanged} unchanged.`,
    );
  },
};

export const boostingNeedAddCommand: AdminCommand = {
  name: 'boosting need add',
  args: '--title TEXT --description TEXT --due YYYY-MM-DD [--retailer amazon|target|walmart] [--url URL]',
  summary: 'post a content request for boosting creators, open until its Pacific due date has passed',
  async run(args, services, { out }) {
    const flags = readValuedFlags(args, ['--title', '--description', '--due', '--retailer', '--url']);
    for (const flag of ['--title', '--description', '--due'] as const) {
      if (flags[flag] === undefined) throw new AdminUsageError(`${flag} is required`);
    }
    const retailer = flags['--retailer'];
    if (retailer !== undefined && !isRetailer(retailer))
      throw new AdminUsageError('--retailer is amazon, target or walmart');
    const id = await createContentNeeds(services.database, services.eventStore).post(
      {
        title: flags['--title']!,
        description: flags['--description']!,
        dueDate: flags['--due']!,
        ...(retailer !== undefined ? { retailer } : {}),
        ...(flags['--url'] !== undefined ? { productUrl: flags['--url'] } : {}),
      },
      { metadata: { actor: 'admin' } },
    );
    out(`Posted content request ${id}.`);
  },
};

export const boostingNeedListCommand: AdminCommand = {
  name: 'boosting need list',
  summary: 'list the content requests not withdrawn, soonest due first (past due ones are no longer shown to creators)',
  async run(args, services, { out }) {
    if (args.length > 0) throw new AdminUsageError(`Unknown argument: ${args[0]}`);
    const needs = await createContentNeeds(services.database, services.eventStore).list();
    if (needs.length === 0) return out('No content request. `boosting need add` posts one.');
    out(
      formatTable(
        ['id', 'due', 'retailer', 'title', 'product'],
        needs.map((n) => [n.id, n.dueDate, n.retailer ?? '', n.title, n.productUrl ?? '']),
      ),
    );
  },
};

export const boostingNeedRemoveCommand: AdminCommand = {
  name: 'boosting need remove',
  args: '--id ID',
  summary: 'withdraw a content request',
  async run(args, services, { out }) {
    const id = readValuedFlags(args, ['--id'])['--id'];
    if (id === undefined) throw new AdminUsageError('--id is required');
    await createContentNeeds(services.database, services.eventStore).withdraw(id, { metadata: { actor: 'admin' } });
    out(`Withdrew content request ${id}.`);
  },
};

export const BOOSTING_COMMANDS: readonly AdminCommand[] = [
  boostingListCommand,
  ...boostingStatusCommands,
  boostingImportCommand,
  boostingNeedAddCommand,
  boostingNeedListCommand,
  boostingNeedRemoveCommand,
];
