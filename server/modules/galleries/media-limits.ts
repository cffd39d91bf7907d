/**
 * What the media library accepts: the pure checks live in src/domain/media-limits.ts, shared with the gallery
 * editor's form so both say the same sentences; media-store.ts runs them before storing anything.
 */
export * from '../../../src/domain/media-limits';
