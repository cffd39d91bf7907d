import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../tests/support/server-process';
import { autocannon } from './autocannon';
import { startBareServer } from './bare-server';

/**
 * One way to measure a public page (bio, landing…): a real server process on an embedded database in a temporary
 * folder, the page made through the API, then GET of it with autocannon beside a bare node:http process answering
 * the same page with the same headers in the same run. Bytes on the wire are what autocannon read per answer
 * (status line, headers and body; autocannon sends no Accept-Encoding, so the page goes uncompressed, as the
 * yardstick sends it).
 */

const CONNECTIONS = 50;
const DURATION_S = 10;

interface Run {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  bytes: number;
  others: number;
  load: number;
}

export interface PageBench {
  /** What the page holds, for the report's first line. */
  about: string;
  /** The row's name, e.g. 'Linkmint /b/{handle}, embedded database'. */
  name: string;
  /** Makes the page on the running server; answers its path. */
  makePage(baseUrl: string): Promise<string>;
  targetRatio: number;
  maxBytes: number;
}

async function load(name: string, url: string): Promise<Run> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const loadAverage = loadavg()[0] ?? 0;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const ok = r.statusCodeStats['200']?.count ?? 0;
  return {
    name,
    rate: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.total / Math.max(1, r.requests.total),
    others: r.errors + r.timeouts + r.requests.total - ok,
    load: loadAverage,
  };
}

const fixed = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function pageBench(bench: PageBench): Promise<{ report: string; ok: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-page-bench-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', remove);
  let linkmint: Run;
  let bare: Run;
  try {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') },
      { startTimeoutMs: 120_000 },
    );
    try {
      const path = await bench.makePage(server.url);
      const url = `${server.url}${path}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      const headers = Object.fromEntries(
        [...first.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
        ),
      );
      writeFileSync(join(dataDir, 'page.json'), JSON.stringify({ headers, body: await first.text() }));
      const yardstick = await startBareServer('bare-page-server.ts', { PAGE_FILE: join(dataDir, 'page.json') });
      try {
        bare = await load('bare node:http, same page', `${yardstick.url}${path}`);
      } finally {
        await yardstick.stop();
      }
      linkmint = await load(bench.name, url);
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    process.off('exit', remove);
    remove();
  }
  const ratio = linkmint.rate / bare.rate;
  const ok = ratio >= bench.targetRatio && linkmint.bytes < bench.maxBytes && linkmint.others === 0;
  const row = (r: Run, ratioText: string) =>
    `| ${r.name} | ${fixed(r.rate)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${ratioText} | ${fixed(r.bytes)} | ${fixed(r.others)} | ${r.load.toFixed(1)} |`;
  const report = [
    `${bench.about}; ${CONNECTIONS} connections, ${DURATION_S} s each after a 1 s warm-up.`,
    '',
    '| server | pages/s | p50 ms | p99 ms | ratio to bare | bytes on the wire per page | other answers or errors | load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(bare, '1.00'),
    row(linkmint, ratio.toFixed(2)),
    '',
    `Ratio / bare: ${ratio.toFixed(2)} (target >= ${bench.targetRatio}); ${fixed(linkmint.bytes)} bytes a page (target < ${fixed(bench.maxBytes)}).`,
    `Verdict: ${ok ? 'target met' : 'TARGET MISSED'}.`,
  ].join('\n');
  return { report, ok };
}
