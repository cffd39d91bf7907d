/**
 * The machines the statechart viewer can show and simulate, as the viewer and the simulator look them up. The
 * registry fills it when it loads; the viewer reads it through here, so the registry (which lists the viewer's own
 * machine) and the viewer do not import each other.
 */
import type { AnyStateMachine } from 'xstate';

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
