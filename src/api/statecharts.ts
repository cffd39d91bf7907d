/**
 * What the statechart viewer reads from outside itself: the model-test coverage and the comparison that
 * `npm run statecharts` writes next to the built app (listed in its exports file, so the viewer asks only for what
 * exists), and the live steps the app tabs post on their BroadcastChannel.
 */
import { isModelCoverage, type ModelCoverage } from '../domain/statechart-coverage';
import { isComparison, type StatechartComparison } from '../domain/statechart-diff';
import { isLiveMessage, STATECHART_CHANNEL, type LiveMessage } from '../domain/statechart-live';

/** Beside the app's index.html (dist/app/statecharts/coverage.json), so it is served wherever the app is. */
export const COVERAGE_FILE = 'statecharts/coverage.json';

/**
 * Which exports the built app has: every build has this file (public/statecharts/index.json, both false), and
 * `npm run statecharts` rewrites it as it writes or removes the coverage and the comparison.
 */
export const EXPORTS_FILE = 'statecharts/index.json';

export interface StatechartExports {
  readonly format: 'linkmint-statechart-exports';
  /** Whether COVERAGE_FILE is there. */
  readonly coverage: boolean;
  /** Whether COMPARISON_FILE is there. */
  readonly comparison: boolean;
}

export const statechartExports = (coverage: boolean, comparison: boolean): StatechartExports => ({
  format: 'linkmint-statechart-exports',
  coverage,
  comparison,
});

const isExports = (data: unknown): data is StatechartExports =>
  typeof data === 'object' &&
  data !== null &&
  (data as { format?: unknown }).format === 'linkmint-statechart-exports' &&
  typeof (data as { coverage?: unknown }).coverage === 'boolean' &&
  typeof (data as { comparison?: unknown }).comparison === 'boolean';

/** Which exports the app was given; none when the file cannot be read (an app served without its build's files). */
export async function fetchStatechartExports(baseUrl: string): Promise<StatechartExports> {
  const response = await fetch(`${baseUrl}${EXPORTS_FILE}`, { cache: 'no-cache' });
  const data: unknown = response.ok ? await response.json().catch(() => null) : null;
  return isExports(data) ? data : statechartExports(false, false);
}

/** The coverage files of the last model-test run; none when the file is not coverage. Ask only when it is exported. */
export async function fetchModelCoverage(baseUrl: string): Promise<ModelCoverage[]> {
  const response = await fetch(`${baseUrl}${COVERAGE_FILE}`, { cache: 'no-cache' });
  if (!response.ok) return [];
  const data: unknown = await response.json().catch(() => null);
  return Array.isArray(data) ? data.filter(isModelCoverage) : [];
}

/** Written beside the coverage by `npm run statecharts -- --compare <rev>`. */
export const COMPARISON_FILE = 'statecharts/compare.json';

/** The comparison with another revision the app was given, or null when it is not one. Ask only when it is exported. */
export async function fetchComparison(baseUrl: string): Promise<StatechartComparison | null> {
  const response = await fetch(`${baseUrl}${COMPARISON_FILE}`, { cache: 'no-cache' });
  if (!response.ok) return null;
  const data: unknown = await response.json().catch(() => null);
  return isComparison(data) ? data : null;
}

/** Calls `listener` for each step another tab posts; returns the way to stop listening. */
export function listenToLiveSteps(listener: (message: LiveMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(STATECHART_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isLiveMessage(event.data)) listener(event.data);
  };
  return () => channel.close();
}
