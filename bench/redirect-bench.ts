import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDataDir } from '../server/db/open-database';
import { openPgliteDatabase } from '../server/db/pglite-database';
import { creatorWithShortLink, startServerProcess } from '../tests/support/server-process';

/**
 * The short-link redirect under load: autocannon with 50 connections for 10 s against GET /s/{code} of a real
 * server process on its embedded database, and the same load against a bare node:http process that answers the
 * same 302 without doing anything else. Then the clicks the server stored (read from its data folder after a
 * graceful stop) against the 302s autocannon received: every answered click must be stored.
 *
 * Target (issue "Tracking IDs and links"): Linkmint's rate at least half the bare server's, with no click lost.
 */

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number } | undefined>;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;
// autocannon ships no type declarations.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const REDIRECT_TARGET_RATIO = 0.5;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 1;

interface Run {
  name: string;
  rate: number;
  p50: number;
  p99: number;
  redirects: number;
  errors: number;
}

async function load(name: string, url: string): Promise<{ run: Run; warmUpRedirects: number }> {
  const warmUp = await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const redirects = (r: AutocannonResult) => r.statusCodeStats['302']?.count ?? 0;
  return {
    run: {
      name,
      rate: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      redirects: redirects(result),
      errors: result.errors + result.timeouts + (result.requests.total - redirects(result)),
    },
    warmUpRedirects: redirects(warmUp),
  };
}

async function startBare(location: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-redirect-server.ts')], {
    env: { ...process.env, LOCATION: location },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening at (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Clicks stored in a stopped server's embedded database, and what the monthly counters add up to. */
async function storedClicks(dataDir: string): Promise<{ events: number; counted: number }> {
  const db = await openPgliteDatabase({ dataDir: pgliteDataDir(dataDir) });
  try {
    const events = await db.query<{ n: number }>(`select count(*)::int as n from events where type = 'LinkClicked'`);
    const counted = await db.query<{ n: number }>('select coalesce(sum(clicks + bot_clicks), 0)::int as n from shop_clicks_monthly');
    return { events: Number(events.rows[0]?.n ?? 0), counted: Number(counted.rows[0]?.n ?? 0) };
  } finally {
    await db.close();
  }
}

const fixed = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function redirectBench(): Promise<{ report: string; ok: boolean }> {
  const loadAverageAtStart = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-redirect-bench-'));
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') }, { startTimeoutMs: 120_000 });
    let linkmint: Awaited<ReturnType<typeof load>>;
    let bare: Awaited<ReturnType<typeof load>>;
    let stopMs = 0;
    try {
      const link = await creatorWithShortLink(server.url);
      const yardstick = await startBare(link.destination);
      try {
        bare = await load('bare node:http 302', `${yardstick.url}/s/${link.code}`);
      } finally {
        await yardstick.stop();
      }
      linkmint = await load('Linkmint GET /s/{code}', `${server.url}/s/${link.code}`);
    } finally {
      // SIGTERM: the server drains and stores the clicks still queued, and imports its click journal, before it exits.
      const stopping = performance.now();
      await server.stop('SIGTERM');
      stopMs = performance.now() - stopping;
    }
    const stored = await storedClicks(dataDir);
    const answered = linkmint.run.redirects + linkmint.warmUpRedirects;
    const ratio = linkmint.run.rate / bare.run.rate;
    const lost = Math.max(0, answered - stored.events);
    const rows = [bare.run, linkmint.run].map(
      (r) => `| ${r.name} | ${fixed(r.rate)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${fixed(r.redirects)} | ${fixed(r.errors)} |`,
    );
    const ok = ratio >= REDIRECT_TARGET_RATIO && lost === 0 && stored.counted === stored.events;
    const report = [
      `${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARM_UP_S} s warm-up; server and yardstick each in their own process, autocannon in this one.`,
      // Load generator, yardstick and server share the machine's cores, so the figures move with whatever else runs.
      `Machine: ${cpus().length} CPUs, load average ${loadAverageAtStart.toFixed(1)} when the run started.`,
      '',
      '| server | redirects/s | p50 ms | p99 ms | 302s | other answers or errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      `Ratio Linkmint / bare: ${ratio.toFixed(2)} (target >= ${REDIRECT_TARGET_RATIO}).`,
      `Clicks: ${fixed(answered)} 302s received (warm-up included), ${fixed(stored.events)} clicks stored, ${fixed(lost)} lost; the monthly counters hold ${fixed(stored.counted)}.`,
      // During the burst the clicks wait in the journal (server/modules/short-links/click-importer.ts); the stop imports the rest.
      `Graceful stop after the run: ${(stopMs / 1000).toFixed(1)} s, importing the clicks the journal still held into the event log.`,
      `Verdict: ${ok ? 'target met' : 'TARGET MISSED'}.`,
    ].join('\n');
    return { report, ok };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
