/**
 * What the app tab tells the statechart viewer about its running machines, and the recordings replayed from it.
 * Only machine state values and event types travel: no context, no event payloads, so no creator data leaves
 * the app tab.
 */
import { CreatorFacingError } from './creator-facing-error';
import { activeStateIds, type StatechartGraph } from './statechart-graph';
import type { LiveEntry, LiveMessage } from './statechart-channel';

export { STATECHART_CHANNEL, type LiveEntry, type LiveMessage } from './statechart-channel';

export interface Recording {
  readonly format: 'linkmint-statechart-recording';
  readonly version: 1;
  readonly entries: readonly LiveEntry[];
}

const isStateValue = (v: unknown): boolean =>
  v === null ||
  typeof v === 'string' ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(isStateValue));

export function isLiveEntry(value: unknown): value is LiveEntry {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.at === 'number' &&
    typeof v.machine === 'string' &&
    typeof v.event === 'string' &&
    isStateValue(v.from) &&
    isStateValue(v.to)
  );
}

export function isLiveMessage(value: unknown): value is LiveMessage {
  const v = value as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && typeof v.source === 'string' && isLiveEntry(v.entry);
}

export function toRecording(entries: readonly LiveEntry[]): Recording {
  return { format: 'linkmint-statechart-recording', version: 1, entries };
}

/** Reads a saved recording; throws with a sentence the viewer can show when the file is not one. */
export function parseRecording(text: string): LiveEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CreatorFacingError('This file is not JSON.');
  }
  const rec = data as Partial<Recording> | null;
  if (!rec || rec.format !== 'linkmint-statechart-recording' || !Array.isArray(rec.entries)) {
    throw new CreatorFacingError('This file is not a Linkmint statechart recording.');
  }
  const entries: unknown[] = rec.entries;
  if (!entries.every(isLiveEntry)) throw new CreatorFacingError('The recording has a malformed step.');
  return entries;
}

/**
 * The state value of `machine` after step `index` of the entries: the last step of that machine up to there,
 * or its state before its first step; undefined when the entries never mention it.
 */
export function stateAt(entries: readonly LiveEntry[], index: number, machine: string): unknown {
  let found: unknown;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!entry || entry.machine !== machine) continue;
    if (i > index) return found === undefined ? entry.from : found;
    found = entry.to;
  }
  return found;
}

/** `from -> to` as the event log writes it. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '(start)';
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) =>
      inner && typeof inner === 'object' && Object.keys(inner).length > 1
        ? `${key}.{${describeValue(inner)}}`
        : `${key}.${describeValue(inner)}`,
    )
    .join(', ');
}

/**
 * The transition a logged step took on the diagram: the first one for the step's event whose source was active
 * before it; null for steps no drawn transition explains (the actor's start, an event nothing handles).
 */
export function takenEdgeId(graph: StatechartGraph, entry: LiveEntry): string | null {
  if (entry.machine !== graph.machineId || entry.from === null) return null;
  const before = new Set(activeStateIds(graph, entry.from));
  const edge = graph.edges.find((e) => e.kind !== 'always' && e.event === entry.event && before.has(e.source));
  return edge?.id ?? null;
}
