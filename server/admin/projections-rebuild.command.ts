import type { AdminCommand } from './admin-command';

export const projectionsRebuildCommand: AdminCommand = {
  name: 'projections rebuild',
  args: '[projection...]',
  summary: 'empty the read tables and replay the whole event log into them (all projections, or the named ones)',
  async run(args, { database, eventStore }, { out }) {
    if (eventStore.projections.length === 0) {
      out(`No projections are registered; nothing to rebuild (${database.description}).`);
      return;
    }
    const report = await eventStore.rebuild(args.length > 0 ? { projections: args } : {});
    for (const projection of report.projections) {
      const tables = Object.entries(projection.rows)
        .map(([table, rows]) => `${table} ${rows} row${rows === 1 ? '' : 's'}`)
        .join(', ');
      out(`  ${projection.name}: ${projection.events} events -> ${tables || 'no tables'}`);
    }
    const count = report.projections.length;
    out(
      `Rebuilt ${count} projection${count === 1 ? '' : 's'} from ${report.eventsReplayed} events in ${report.durationMs} ms (${database.description}).`,
    );
  },
};
