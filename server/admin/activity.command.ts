import { DomainError } from '../events/domain-error';
import { createAdvertising } from '../modules/advertising';
import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readValuedFlags } from './admin-format';

/** The decider's content rules refuse (invalid, not found) naming the field: for the operator that is a usage error. */
async function asUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'invalid' || error.kind === 'not-found'))
      throw new AdminUsageError(error.message);
    throw error;
  }
}

export const activityAddCommand: AdminCommand = {
  name: 'activity add',
  args: '--start ISO --end ISO --title TEXT --image URL [--link URL]',
  summary: 'post an advertising activity: the promotion modal shows it while the Pacific time is between start and end',
  async run(args, services, { out }) {
    const flags = readValuedFlags(args, ['--start', '--end', '--title', '--image', '--link']);
    for (const flag of ['--start', '--end', '--title', '--image'] as const) {
      if (flags[flag] === undefined) throw new AdminUsageError(`${flag} is required`);
    }
    const id = await asUsage(() =>
      createAdvertising(services.database, services.eventStore).post(
        {
          title: flags['--title']!,
          imageUrl: flags['--image']!,
          ...(flags['--link'] !== undefined ? { linkUrl: flags['--link'] } : {}),
          startTime: flags['--start']!,
          endTime: flags['--end']!,
        },
        { metadata: { actor: 'admin' } },
      ),
    );
    out(`Posted advertising activity ${id}.`);
  },
};

export const activityRemoveCommand: AdminCommand = {
  name: 'activity remove',
  args: '--id ID',
  summary: 'withdraw an advertising activity',
  async run(args, services, { out }) {
    const id = readValuedFlags(args, ['--id'])['--id'];
    if (id === undefined) throw new AdminUsageError('--id is required');
    await asUsage(() =>
      createAdvertising(services.database, services.eventStore).withdraw(id, { metadata: { actor: 'admin' } }),
    );
    out(`Withdrew advertising activity ${id}.`);
  },
};

export const activityListCommand: AdminCommand = {
  name: 'activity list',
  summary: 'list the advertising activities by start time',
  async run(args, services, { out }) {
    if (args.length > 0) throw new AdminUsageError(`Unknown argument: ${args[0]}`);
    const list = await createAdvertising(services.database, services.eventStore).list();
    if (list.length === 0) {
      out('No advertising activity. `activity add` posts one.');
      return;
    }
    out(
      formatTable(
        ['id', 'start', 'end', 'title', 'image', 'link'],
        list.map((a) => [a.id, a.startTime, a.endTime, a.title, a.imageUrl, a.linkUrl ?? '']),
      ),
    );
  },
};
