import { bundleReport, formatBundleTable, INITIAL_JS_BUDGET_BYTES } from './bundle-report';
import { ensureAppBuilt } from '../scripts/ensure-build';
import { bioPageBench } from './bio-page-bench';
import { breakdownBench } from './breakdown-bench';
import { landingPageBench } from './landing-page-bench';
import { lighthouseBench } from './lighthouse-bench';
import { linkImportBench } from './link-import-bench';
import { redirectBench } from './redirect-bench';
import { soakBench } from './soak-bench';

/**
 * `npm run bench`: measurements that tests must not time. Each row prints a table and a verdict. Every row runs by
 * default; `npm run bench -- soak redirect` runs the rows named, in the table's order.
 */

async function bundleRow(): Promise<{ report: string; ok: boolean }> {
  await ensureAppBuilt();
  const rows = bundleReport('dist/app');
  const initial = rows[0]!.gzipBytes;
  const ok = initial <= INITIAL_JS_BUDGET_BYTES;
  const brotli = `${(rows[0]!.brotliBytes / 1024).toFixed(1)} kB brotli`;
  const verdict = `Initial JS ${(initial / 1024).toFixed(1)} kB gzip (${brotli}): ${ok ? 'within' : 'OVER'} the ${INITIAL_JS_BUDGET_BYTES / 1024} kB gzip budget.`;
  return { report: `${formatBundleTable(rows)}\n\n${verdict}`, ok };
}

const ROWS: ReadonlyArray<{ name: string; title: string; run: () => Promise<{ report: string; ok: boolean }> }> = [
  { name: 'bundle', title: 'Bundle (gzip level 9, brotli quality 11)', run: bundleRow },
  { name: 'redirect', title: 'Short-link redirect', run: redirectBench },
  { name: 'bio', title: 'Public bio page', run: bioPageBench },
  { name: 'landing', title: 'Public landing page', run: landingPageBench },
  { name: 'breakdown', title: 'Click breakdowns at 1,000,000 clicks', run: breakdownBench },
  { name: 'import', title: 'Link import of 10,000 rows', run: linkImportBench },
  { name: 'lighthouse', title: 'Lighthouse: the public pages', run: lighthouseBench },
  { name: 'soak', title: 'Soak: memory over 2,000,000 requests', run: soakBench },
];

async function main(names: readonly string[]) {
  const unknown = names.filter((name) => !ROWS.some((row) => row.name === name));
  if (unknown.length > 0) {
    console.error(`No bench row named ${unknown.join(', ')}; the rows are ${ROWS.map((row) => row.name).join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  for (const row of ROWS.filter((r) => names.length === 0 || names.includes(r.name))) {
    console.log(`\n## ${row.title}\n`);
    const { report, ok } = await row.run();
    console.log(report);
    if (!ok) process.exitCode = 1;
  }
}

// Interrupted, the bench still stops what it started: each server, the yardstick and PostgreSQL stop on 'exit'.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

await main(process.argv.slice(2));
