import { randomUUID } from 'node:crypto';
import { ConcurrencyError, type DomainEvent, type EventMetadata, type RecordedEvent } from './events';
import type { EventStore } from './event-store';

/** What a decision may depend on besides the command and the state: handed in, never read inside. */
export interface DecisionContext {
  readonly now: Date;
  newId(): string;
}

/**
 * One aggregate's rules as pure functions: `evolve` folds its events into state, `decide` turns a command and
 * the current state into new events (an empty list when there is nothing to do) or throws a domain error.
 */
export interface Decider<Command, State, E extends DomainEvent> {
  readonly initialState: State;
  evolve(state: State, event: E): State;
  decide(command: Command, state: State, context: DecisionContext): readonly E[];
}

export interface CommandResult<State, E extends DomainEvent> {
  /** The state after the new events. */
  readonly state: State;
  /** The stream's version after the command (unchanged when it decided nothing). */
  readonly version: number;
  readonly events: RecordedEvent<E>[];
}

export interface CommandHandlerOptions {
  /** Default clock when a call does not pass `now`. */
  clock?: () => Date;
  newId?: () => string;
  /**
   * How often to load and decide again when another writer changed the stream in between. Deciding again on
   * the fresh state is safe because decide is pure; 0 surfaces every ConcurrencyError to the caller. Each
   * collision lets at least one writer through, so N writers at once need N - 1 retries.
   */
  retries?: number;
}

export interface CommandCall {
  /** The request's time, so one request decides with one clock reading. */
  now?: Date;
  metadata?: EventMetadata;
}

export type CommandHandler<Command, State, E extends DomainEvent> = (
  streamId: string,
  command: Command,
  call?: CommandCall,
) => Promise<CommandResult<State, E>>;

/** Load the stream, fold it, decide, append with the version that was read. */
export function createCommandHandler<Command, State, E extends DomainEvent>(
  store: Pick<EventStore, 'readStream' | 'append'>,
  decider: Decider<Command, State, E>,
  { clock = () => new Date(), newId = randomUUID, retries = 8 }: CommandHandlerOptions = {},
): CommandHandler<Command, State, E> {
  return async (streamId, command, { now = clock(), metadata } = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const history = await store.readStream<E>(streamId);
      const state = history.reduce<State>((folded, event) => decider.evolve(folded, event), decider.initialState);
      const version = history.length;
      const decided = decider.decide(command, state, { now, newId });
      if (decided.length === 0) return { state, version, events: [] };
      try {
        const { events, nextExpectedVersion } = await store.append(streamId, version, decided, { metadata });
        return {
          state: events.reduce<State>((folded, event) => decider.evolve(folded, event), state),
          version: nextExpectedVersion,
          events,
        };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= retries) throw error;
        // Writers that collided would collide again if they all read at once: a short random pause spreads them.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** attempt));
      }
    }
  };
}
