import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { creatorWithShortLink, post, startServerProcess } from '../tests/support/server-process';
import { autocannon } from './autocannon';
import { startBareServer } from './bare-server';

/**
 * The public bio page under load: a creator's page with 20 buttons, a social icon and a bio on a real server
 * process (embedded database), GET /b/{handle} with autocannon, beside a bare node:http process answering the
 * same page with the same headers in the same run. Bytes on the wire are what autocannon read per answer
 * (status line, headers and body; the server does not compress).
 *
 * Target (issue 13): at least 0.3 of the bare rate, and under 20 kB on the wire.
 */


export const BIO_PAGE_TARGET_RATIO = 0.3;
export const BIO_PAGE_MAX_BYTES = 20 * 1024;
const BUTTONS = 20;
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

async function load(name: string, url: string): Promise<Run> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const loadAverage = loadavg()[0] ?? 0;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const ok = r.statusCodeStats['200']?.count ?? 0;
  return { name, rate: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.total / Math.max(1, r.requests.total), others: r.errors + r.timeouts + r.requests.total - ok, load: loadAverage };
}

/** A creator with a bio page as the bench asks: 20 buttons, a social icon, a bio and colours. */
async function pageWithButtons(baseUrl: string): Promise<string> {
  const creator = await creatorWithShortLink(baseUrl);
  await post(baseUrl, '/bio/create_bio_link', { title: 'Bench picks' }, creator.token);
  const buttons = Array.from({ length: BUTTONS }, (_, i) => ({ title: `Favourite find number ${i + 1}`, url: `https://shop.example.com/finds/${i + 1}?ref=bio` }));
  await post(baseUrl, '/bio/create_button_batch_v2', { buttons }, creator.token);
  await post(baseUrl, '/bio/add_social_account', { platform: 'instagram', url: 'https://www.instagram.com/bench' }, creator.token);
  const look = { backgroundColor: 'rgb(16, 185, 129)', buttonColor: '#fff', buttonTextColor: '#111', buttonShape: 'pill', fontFamily: 'system', displayName: 'Bench', bio: 'Everyday finds I use and love.' };
  await post(baseUrl, '/bio/save', look, creator.token);
  return creator.handle;
}

const fixed = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function bioPageBench(): Promise<{ report: string; ok: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-bio-bench-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', remove);
  let linkmint: Run;
  let bare: Run;
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') }, { startTimeoutMs: 120_000 });
    try {
      const handle = await pageWithButtons(server.url);
      const url = `${server.url}/b/${handle}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      const headers = Object.fromEntries([...first.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name)));
      writeFileSync(join(dataDir, 'page.json'), JSON.stringify({ headers, body: await first.text() }));
      const yardstick = await startBareServer('bare-page-server.ts', { PAGE_FILE: join(dataDir, 'page.json') });
      try {
        bare = await load('bare node:http, same page', `${yardstick.url}/b/${handle}`);
      } finally {
        await yardstick.stop();
      }
      linkmint = await load('Linkmint /b/{handle}, embedded database', url);
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    process.off('exit', remove);
    remove();
  }
  const ratio = linkmint.rate / bare.rate;
  const ok = ratio >= BIO_PAGE_TARGET_RATIO && linkmint.bytes < BIO_PAGE_MAX_BYTES && linkmint.others === 0;
  const row = (r: Run, ratioText: string) =>
    `| ${r.name} | ${fixed(r.rate)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${ratioText} | ${fixed(r.bytes)} | ${fixed(r.others)} | ${r.load.toFixed(1)} |`;
  const report = [
    `A page with ${BUTTONS} buttons, a social icon, a bio and custom colours; ${CONNECTIONS} connections, ${DURATION_S} s each after a 1 s warm-up.`,
    '',
    '| server | pages/s | p50 ms | p99 ms | ratio to bare | bytes on the wire per page | other answers or errors | load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(bare, '1.00'),
    row(linkmint, ratio.toFixed(2)),
    '',
    `Ratio / bare: ${ratio.toFixed(2)} (target >= ${BIO_PAGE_TARGET_RATIO}); ${fixed(linkmint.bytes)} bytes a page (target < ${fixed(BIO_PAGE_MAX_BYTES)}).`,
    `Verdict: ${ok ? 'target met' : 'TARGET MISSED'}.`,
  ].join('\n');
  return { report, ok };
}
