import { expect } from 'vitest';
import type { DecisionContext, Decider } from '../../server/events/command-handler';
import { DomainError, type DomainErrorKind } from '../../server/events/domain-error';
import type { DomainEvent } from '../../server/events/events';

/**
 * Given/when/then for deciders, after Emmett's DeciderSpecification:
 *
 *   spec(decider).given(events).when(command).then(expectedEvents)
 *   spec(decider).givenState(state).when(command).thenThrows('not-found', message)
 *
 * `given` folds the events with the decider's evolve from its initial state; `givenState` starts from a state
 * object for deciders whose state is not (only) a fold of their own stream. The clock and ids are fixed
 * (SPEC_NOW, ids 'id-1', 'id-2'… drawn in order) unless `spec` or `when` is given others.
 */

export const SPEC_NOW = new Date('2025-06-02T17:00:00.000Z');

/** A context with a fixed clock and ids drawn in order: every run decides the same. */
export function specContext(overrides: Partial<DecisionContext> = {}): DecisionContext {
  let drawn = 0;
  return {
    now: SPEC_NOW,
    newId: () => `id-${(drawn += 1)}`,
    ...overrides,
  };
}

type Decision<E> = { ok: true; events: readonly E[] } | { ok: false; error: unknown };

/** What a refusal is expected to be: a domain error's kind, an error class, or a test of the error. */
type Refusal = DomainErrorKind | (new (...args: never[]) => Error) | ((error: unknown) => boolean);

export interface Then<E> {
  /** The decider accepts the command and decides exactly these events, in order. */
  then(expected: readonly E[]): void;
  /** The decider accepts the command and decides nothing (it is already done). */
  thenNothingHappens(): void;
  /** The decider refuses the command; with a message, the refusal says exactly that. */
  thenThrows(expected: Refusal, message?: string): void;
  /** The decided events, for assertions on part of them (drawn ids, sums); fails on a refusal. */
  events(): readonly E[];
}

export interface When<C, E> {
  when(command: C, context?: Partial<DecisionContext>): Then<E>;
}

export interface Given<C, S, E extends DomainEvent> {
  given(events: readonly E[]): When<C, E>;
  givenState(state: S): When<C, E>;
}

/** The parts of a decider a spec runs: a `Decider`, or a module's evolve/decide pair with its initial state. */
export type SpecDecider<C, S, E extends DomainEvent> = Pick<Decider<C, S, E>, 'initialState' | 'evolve' | 'decide'>;

function isDomainErrorKind(expected: Refusal): expected is DomainErrorKind {
  return typeof expected === 'string';
}

function isErrorClass(expected: Refusal): expected is new (...args: never[]) => Error {
  return typeof expected === 'function' && expected.prototype instanceof Error;
}

function outcome<E>(decision: Decision<E>): Then<E> {
  const events = () => {
    if (!decision.ok)
      throw new Error(`expected the command to be accepted, but it was refused: ${String(decision.error)}`);
    return decision.events;
  };
  return {
    then: (expected) => expect(events()).toEqual(expected),
    thenNothingHappens: () => expect(events()).toEqual([]),
    events,
    thenThrows(expected, message) {
      if (decision.ok)
        throw new Error(`expected a refusal, but the decider decided ${JSON.stringify(decision.events)}`);
      const { error } = decision;
      if (isDomainErrorKind(expected)) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).kind).toBe(expected);
      } else if (isErrorClass(expected)) {
        expect(error).toBeInstanceOf(expected);
      } else {
        expect((expected as (error: unknown) => boolean)(error), `refusal did not match: ${String(error)}`).toBe(true);
      }
      if (message !== undefined) expect((error as Error).message).toBe(message);
    },
  };
}

export function spec<C, S, E extends DomainEvent>(
  decider: SpecDecider<C, S, E>,
  defaults: Partial<DecisionContext> = {},
): Given<C, S, E> {
  const from = (state: S): When<C, E> => ({
    when(command, context = {}) {
      const decisionContext = specContext({ ...defaults, ...context });
      try {
        return outcome<E>({ ok: true, events: decider.decide(command, state, decisionContext) });
      } catch (error) {
        return outcome<E>({ ok: false, error });
      }
    },
  });
  return {
    given: (events) => from(events.reduce<S>((state, event) => decider.evolve(state, event), decider.initialState)),
    givenState: from,
  };
}
