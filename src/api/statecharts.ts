/**
 * What the statechart viewer reads from outside itself: the model-test coverage that `npm run statecharts`
 * copies next to the built app, and the live steps the app tabs post on their BroadcastChannel.
 */
import { isModelCoverage, type ModelCoverage } from '../domain/statechart-coverage';
import { isComparison, type StatechartComparison } from '../domain/statechart-diff';
import { isLiveMessage, STATECHART_CHANNEL, type LiveMessage } from '../domain/statechart-live';

/** Beside the app's index.html (dist/app/statecharts/coverage.json), so it is served wherever the app is. */
export const COVERAGE_FILE = 'statecharts/coverage.json';

/**
 * The coverage files of the last model-test run; none when the export has not been run (a 404) or the file is
 * not coverage: the viewer then draws without coverage colours rather than failing.
 */
export async function fetchModelCoverage(baseUrl: string): Promise<ModelCoverage[]> {
  const response = await fetch(`${baseUrl}${COVERAGE_FILE}`, { cache: 'no-cache' });
  if (!response.ok) return [];
  const data: unknown = await response.json().catch(() => null);
  return Array.isArray(data) ? data.filter(isModelCoverage) : [];
}

/** Written beside the coverage by `npm run statecharts -- --compare <rev>`. */
export const COMPARISON_FILE = 'statecharts/compare.json';

/** The comparison with another revision the app was given, or null when there is none (a 404) or it is not one. */
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
