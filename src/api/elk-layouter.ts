/**
 * ELK for the browser, loaded on first use: elk-api (a few kB) in the page and ELK itself (1.6 MB, the layered
 * algorithm compiled from Java) in a Web Worker, so the statecharts page stays responsive while a large machine
 * is laid out and no other page ever downloads it.
 */
import type { ElkLayouter } from '../domain/statechart-layout';

let layouter: Promise<ElkLayouter> | null = null;

export function browserElk(): Promise<ElkLayouter> {
  layouter ??= Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
    ([api, worker]) => new api.default({ workerFactory: () => new Worker(worker.default) }),
  );
  return layouter;
}
