/**
 * The machines the statechart viewer can show and simulate, as the viewer and the simulator look them up. The
 * registry fills it when it loads; the viewer reads it through here, so the registry (which lists the viewer's own
 * machine) and the viewer do not import each other.
 */
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { RouteName } from '../domain/route-table';

export interface RegisteredMachine {
  /** The file under src/machines, e.g. 'launch.machine.ts'; its name without '.machine.ts' is the viewer's slug. */
  readonly file: string;
  readonly title: string;
  /** The part of spec/product-spec.md the machine implements. */
  readonly spec: string;
  readonly machine: AnyStateMachine;
}

/**
 * What the statechart viewer needs beyond the definition: an input the machine starts from in a simulation (the
 * machines whose context is built from their input), and the screen of the app where the machine shows, when it
 * has one of its own (the shell's machines show everywhere and have none).
 */
export interface MachineExtras {
  readonly input?: unknown;
  readonly screen?: string;
}

/**
 * What each machine file says of itself, as `export const card = {...} satisfies MachineCard<typeof itsMachine>`:
 * typed per machine, so an example input that no longer fits its machine fails to compile, and a screen must be a
 * page of the route table. `npm run gen` lists every card in machine-cards.generated.ts, which the registry reads:
 * adding a machine touches its own file only.
 */
export interface MachineCard<M extends AnyStateMachine = AnyStateMachine> {
  readonly machine: M;
  readonly title: string;
  /** The part of spec/product-spec.md the machine implements. */
  readonly spec: string;
  /** The page of the app where the machine shows, when it has one of its own. */
  readonly screen?: RouteName;
  /** What a simulation starts from, for a machine whose context is built from its input. */
  readonly input?: InputFrom<M>;
}

/** The viewer's address part for a machine: its file name without '.machine.ts'. */
export const machineSlug = (entry: RegisteredMachine): string => entry.file.replace(/\.machine\.ts$/, '');

let machines: readonly RegisteredMachine[] = [];
let extrasOf: (entry: RegisteredMachine) => MachineExtras = () => ({});

/** Called once by the registry with every machine and its extras. */
export function registerMachines(
  list: readonly RegisteredMachine[],
  extras: (entry: RegisteredMachine) => MachineExtras,
): void {
  machines = list;
  extrasOf = extras;
}

export function findMachine(slug: string): RegisteredMachine | undefined {
  return machines.find((entry) => machineSlug(entry) === slug);
}

/**
 * The viewer's extras of a registered machine. A machine listed without an input gets `{}`: one that needs no
 * input ignores it, one whose input fields are all optional starts from their defaults.
 */
export function machineExtras(entry: RegisteredMachine): MachineExtras {
  return extrasOf(entry);
}
