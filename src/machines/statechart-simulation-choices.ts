/**
 * What the product owner does in the statechart viewer's Simulate panel, with the text typed there (event data,
 * an output as JSON), turned into a simulation step or the sentence saying why the text cannot be taken.
 */
import type { RegisteredMachine } from './registry';
import { fireDelay, forceGuard, sendEvent, settleInvoke, stepBack, type Simulation } from './statechart-simulation';

/** One thing the product owner does in the Simulate panel, with the text typed in it (event data, an output). */
export type SimulationChoice =
  /** An event the simulated states handle, with its data as JSON object text ('' for its example data, if any). */
  | { type: 'simulation.send'; eventType: string; data: string }
  /** A pending invoked actor succeeds with this output (JSON text) or fails with this error message. */
  | { type: 'simulation.settle'; id: string; outcome: 'done' | 'error'; data: string }
  | { type: 'simulation.delay'; event: string }
  /** Force a named guard true or false, or let it decide as written (null). */
  | { type: 'simulation.guard'; name: string; value: boolean | null }
  | { type: 'simulation.back' };

type JsonRead = { ok: true; value: unknown } | { ok: false; error: string };

function readJson(text: string, what: string): JsonRead {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: `The ${what} is not JSON.` };
  }
}

/** The data of a simulated event: nothing, or a JSON object whose fields join the event. */
function eventData(text: string): JsonRead {
  const read = readJson(text, 'event data');
  if (!read.ok || read.value === null) return read.ok ? { ok: true, value: {} } : read;
  return typeof read.value === 'object' && !Array.isArray(read.value)
    ? read
    : { ok: false, error: 'The event data must be a JSON object, e.g. {"value": "jane"}.' };
}

/** The simulation after the product owner's choice, or the sentence saying why the text typed cannot be taken. */
export function applyChoice(
  entry: RegisteredMachine,
  simulation: Simulation,
  choice: SimulationChoice,
  at: number,
): { simulation: Simulation } | { error: string } {
  switch (choice.type) {
    case 'simulation.send': {
      // Nothing typed: the event's example data, if it has one.
      const data = eventData(
        choice.data.trim() === '' ? (simulation.view.eventExamples[choice.eventType] ?? '') : choice.data,
      );
      return data.ok
        ? { simulation: sendEvent(entry, simulation, choice.eventType, data.value as Record<string, unknown>, at) }
        : { error: data.error };
    }
    case 'simulation.settle': {
      if (choice.outcome === 'error')
        return {
          simulation: settleInvoke(entry, simulation, choice.id, { error: choice.data.trim() || 'Failed.' }, at),
        };
      const output = readJson(choice.data, 'output');
      return output.ok
        ? { simulation: settleInvoke(entry, simulation, choice.id, { output: output.value }, at) }
        : { error: output.error };
    }
    case 'simulation.delay':
      return { simulation: fireDelay(entry, simulation, choice.event, at) };
    case 'simulation.guard':
      return { simulation: forceGuard(entry, simulation, choice.name, choice.value) };
    case 'simulation.back':
      return { simulation: stepBack(entry, simulation) };
  }
}
