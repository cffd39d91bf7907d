/**
 * Example answers for the statechart viewer's Simulate mode: each invoked call of a machine succeeds with its
 * example output or fails with its example error message, and an event that carries data is sent with its example
 * data, unless the product owner types something else.
 *
 * A machine's examples live in `<machine>.examples.ts` beside it, typed by the machine's own `setup` actors and
 * events: an example that no longer fits its call or event, or a call of the machine without an example, fails to
 * compile. `simulation-examples.ts` lists every machine's examples by its viewer slug.
 */
import type { AnyStateMachine, EventFromLogic, OutputFrom, StateMachine } from 'xstate';

/** What one invoked call answers in a simulation unless the product owner types something else. */
export interface ActorExample<TOutput> {
  /** The call's output when it succeeds (shown as JSON in the Simulate panel). */
  readonly output: TOutput;
  /** The message the call fails with (a sentence the creator could see, as the server or the spec words it). */
  readonly error: string;
}

/** The actors a machine's `setup({ actors })` names: a union of `{ src, logic }`. */
type SetupActors<M> =
  M extends StateMachine<any, any, any, infer TActor, any, any, any, any, any, any, any, any, any, any, any>
    ? TActor
    : never;

/** One example per actor named in the machine's setup, keyed by its `src` name, typed by the actor's output. */
export type ActorExamples<M extends AnyStateMachine> = {
  readonly [A in SetupActors<M> as A extends { src: infer S extends string } ? S : never]: ActorExample<
    A extends { logic: infer L } ? OutputFrom<L> : never
  >;
};

/** Example data (the event without its type) of the machine's events that carry some; any may be left out. */
export type EventExamples<M extends AnyStateMachine> = {
  readonly [E in EventFromLogic<M> as E['type']]?: Omit<E, 'type'>;
};

/** A machine's examples: every invoked call's answers, and the data of events a click alone would send empty. */
export interface SimulationExamples<M extends AnyStateMachine> {
  readonly actors: ActorExamples<M>;
  readonly events?: EventExamples<M>;
}

/** A machine's examples as the simulation reads them (the types are checked where they are written). */
export interface UntypedSimulationExamples {
  readonly actors: Readonly<Record<string, ActorExample<unknown>>>;
  readonly events?: Readonly<Record<string, object | undefined>>;
}

/** The output type of the actor a machine's setup names `src`, for example data shared by several machines. */
export type ActorOutput<M extends AnyStateMachine, Src extends keyof ActorExamples<M>> =
  ActorExamples<M>[Src] extends ActorExample<infer O> ? O : never;
