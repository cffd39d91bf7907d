/**
 * Prints the registered machines' definitions of a checkout as JSON (slug, title, graph), read with this
 * project's graph code: `npm run statecharts -- --compare` runs it in a child process for the working tree and
 * for a temporary clone at the revision, so both versions are read alike and neither's modules meet the other's.
 *
 *   tsx scripts/statechart-definitions.ts <checkout directory>
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { statechartGraph } from '../src/domain/statechart-graph';
import type { Definition } from '../src/domain/statechart-diff';

interface Registered {
  file: string;
  title: string;
  machine: AnyStateMachine;
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx scripts/statechart-definitions.ts <checkout directory>');
  process.exit(2);
}
const registry = (await import(pathToFileURL(join(resolve(dir), 'src/machines/registry.ts')).href)) as {
  MACHINES?: readonly Registered[];
};
if (!Array.isArray(registry.MACHINES)) {
  console.error(`${dir}: src/machines/registry.ts lists no MACHINES.`);
  process.exit(1);
}
const definitions: Definition[] = registry.MACHINES.map((entry) => ({
  slug: entry.file.replace(/\.machine\.ts$/, ''),
  title: entry.title,
  graph: statechartGraph(entry.machine),
}));
// Machines' modules may hold timers or sockets open (the API client's network watch): exit once the answer is out
// (a write to a pipe finishes later than the call).
process.stdout.write(JSON.stringify(definitions), () => process.exit(0));
