/** What a decider produces: a past-tense type (`ShortLinkCreated`) and JSON data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Who and what caused an append (request id, actor, correlation): stored beside the data, never decided on. */
export type EventMetadata = Readonly<Record<string, unknown>>;

/**
 * An event as stored. `data` is exactly what was read back from JSON, also for live projections, so a
 * projection sees the same values during an append and during a rebuild (a Date in the data becomes a string).
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  /** Global order of the log. */
  readonly position: number;
  /** `<aggregate>:<id>` */
  readonly streamId: string;
  /** 1 for a stream's first event, then consecutive. */
  readonly streamVersion: number;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
};

/** The version of a stream that has no events yet. */
export const NO_STREAM = 0;

/**
 * The version a stream must be at for an append to succeed: the number of events it holds (`NO_STREAM`, 0,
 * when it must not exist yet), or 'any' to append whatever the stream holds.
 */
export type ExpectedVersion = number | 'any';

export class ConcurrencyError extends Error {
  override name = 'ConcurrencyError';

  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    const expected = expectedVersion === NO_STREAM ? 'no stream yet (version 0)' : `version ${String(expectedVersion)}`;
    const actual = actualVersion === NO_STREAM ? 'does not exist (version 0)' : `is at version ${actualVersion}`;
    super(`Stream ${streamId} ${actual}, but the append expected ${expected}: someone else changed it first.`);
  }
}
