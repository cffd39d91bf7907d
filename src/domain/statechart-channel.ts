/**
 * The channel between the app tab's inspector (src/views/shell/statechart-inspector.ts) and the statechart viewer:
 * its name and message shape only, so the inspector, which every app tab loads at start, pulls in nothing of the
 * viewer's graph code (statechart-live.ts, which re-exports these).
 */

/** The BroadcastChannel the app's inspector posts on and the viewer listens to. */
export const STATECHART_CHANNEL = 'linkmint-statecharts';

export interface LiveEntry {
  /** Milliseconds since the epoch, when the app tab saw the step. */
  readonly at: number;
  /** The machine's id (the root state node's id), e.g. 'launch'. */
  readonly machine: string;
  readonly event: string;
  /** State values before and after the step (null before the actor's first snapshot). */
  readonly from: unknown;
  readonly to: unknown;
}

/** A message on the channel: one step of one machine in one app tab. */
export interface LiveMessage {
  readonly source: string;
  readonly entry: LiveEntry;
}
