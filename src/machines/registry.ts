/**
 * Every machine of src/machines, registered once: the statechart viewer (/pc/#/statecharts), the
 * `npm run statecharts` export and their tests read this list. Each machine file exports its own card (title,
 * spec, screen, example input: machine-catalog.ts); `npm run gen` lists the cards in machine-cards.generated.ts,
 * and a test fails while that list misses a machine file.
 */
import { registerMachines, type MachineExtras, type RegisteredMachine } from './machine-catalog';
import type { AnyStateMachine } from 'xstate';
import { pageAddress } from '../domain/route-table';
import { MACHINE_CARDS } from './machine-cards.generated';

/** The viewer's list, by title, so a feature's machines ('Bio link: …', 'Boosting: …') stand together. */
export const MACHINES: readonly RegisteredMachine[] = MACHINE_CARDS.map(([file, { title, spec, machine }]) => ({
  file,
  title,
  spec,
  machine,
})).sort((a, b) => a.title.localeCompare(b.title, 'en'));

const MACHINE_EXTRAS = new Map<AnyStateMachine, MachineExtras>(
  MACHINE_CARDS.map(([, { machine, input, screen }]) => [
    machine,
    { ...(input === undefined ? {} : { input }), ...(screen ? { screen: pageAddress(screen) } : {}) },
  ]),
);

registerMachines(MACHINES, (entry) => MACHINE_EXTRAS.get(entry.machine) ?? {});

export { findMachine, machineExtras, machineSlug, type MachineExtras, type RegisteredMachine } from './machine-catalog';
