import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creatorWithShortLink, startServerProcess } from '../tests/support/server-process';
import { autocannon } from './autocannon';
import { pageWithButtons } from './bio-page-bench';

/**
 * Steady memory (issue 29): one server process on the embedded database answers 2,000,000 requests, short-link
 * redirects and bio page views in turn (the page asked as a browser does, compressed), in rounds of 200,000. Its
 * resident memory is read from /proc after every round; the verdict fails when the end figure is more than 10%
 * above the figure after the first round (which holds the start-up growth: caches filled, code compiled).
 */

export const SOAK_REQUESTS = 2_000_000;
export const SOAK_ROUND = 200_000;
export const SOAK_MAX_GROWTH = 0.1;
const CONNECTIONS = 50;

/** VmRSS of a Linux process, in bytes. */
function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line?.[1]) throw new Error(`No resident memory figure for process ${pid}`);
  return Number(line[1]) * 1024;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fixed = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

export async function soakBench(
  progress: (line: string) => void = console.log,
): Promise<{ report: string; ok: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-soak-bench-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', remove);
  const started = performance.now();
  const rounds: Array<{ done: number; rss: number; rate: number; unexpected: number }> = [];
  try {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') },
      { startTimeoutMs: 120_000 },
    );
    try {
      const pid = server.child.pid!;
      const link = await creatorWithShortLink(server.url);
      const page = await pageWithButtons(server.url);
      const requests = [{ path: `/s/${link.code}` }, { path: page, headers: { 'accept-encoding': 'br, gzip' } }];
      progress(`Before the load: RSS ${megabytes(residentBytes(pid))}.`);
      for (let done = 0; done < SOAK_REQUESTS;) {
        const r = await autocannon({ url: server.url, connections: CONNECTIONS, amount: SOAK_ROUND, requests });
        done += r.requests.total;
        const expected = (r.statusCodeStats['302']?.count ?? 0) + (r.statusCodeStats['200']?.count ?? 0);
        rounds.push({
          done,
          rss: residentBytes(pid),
          rate: r.requests.average,
          unexpected: r.errors + r.timeouts + r.requests.total - expected,
        });
        const last = rounds.at(-1)!;
        progress(
          `${fixed(done)} / ${fixed(SOAK_REQUESTS)} requests, ${fixed(last.rate)}/s, RSS ${megabytes(last.rss)}, other answers or errors ${fixed(last.unexpected)}`,
        );
      }
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    process.off('exit', remove);
    remove();
  }
  const first = rounds[0]!;
  const end = rounds.at(-1)!;
  const growth = end.rss / first.rss - 1;
  const unexpected = rounds.reduce((sum, r) => sum + r.unexpected, 0);
  const ok = growth <= SOAK_MAX_GROWTH && unexpected === 0;
  const report = [
    `${fixed(end.done)} requests (short-link redirects and bio page views in turn, ${CONNECTIONS} connections) against one server on the embedded database, in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    '',
    '| after | requests/s (round) | server RSS |',
    '| ---: | ---: | ---: |',
    ...rounds.map((r) => `| ${fixed(r.done)} | ${fixed(r.rate)} | ${megabytes(r.rss)} |`),
    '',
    `RSS after ${fixed(first.done)}: ${megabytes(first.rss)}; at the end: ${megabytes(end.rss)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, limit +${SOAK_MAX_GROWTH * 100}%); other answers or errors: ${fixed(unexpected)}.`,
    `Verdict: ${ok ? 'memory steady' : 'MEMORY GREW or requests failed'}.`,
  ].join('\n');
  return { report, ok };
}
