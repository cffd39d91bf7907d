import { bundleReport, formatBundleTable, INITIAL_JS_BUDGET_BYTES } from './bundle-report';
import { ensureAppBuilt } from '../scripts/ensure-build';
import { bioPageBench } from './bio-page-bench';
import { landingPageBench } from './landing-page-bench';
import { redirectBench } from './redirect-bench';

/** `npm run bench`: measurements that tests must not time. Each section prints a table and a verdict. */
async function main() {
  await ensureAppBuilt();
  console.log('\n## Bundle (gzip level 9)\n');
  const rows = bundleReport('dist/app');
  console.log(formatBundleTable(rows));
  const initial = rows[0]!.gzipBytes;
  const verdict = initial <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`\nInitial JS ${(initial / 1024).toFixed(1)} kB gzip: ${verdict} the ${INITIAL_JS_BUDGET_BYTES / 1024} kB budget.`);
  if (initial > INITIAL_JS_BUDGET_BYTES) process.exitCode = 1;

  console.log('\n## Short-link redirect\n');
  const redirects = await redirectBench();
  console.log(redirects.report);
  if (!redirects.ok) process.exitCode = 1;

  console.log('\n## Public bio page\n');
  const bioPage = await bioPageBench();
  console.log(bioPage.report);
  if (!bioPage.ok) process.exitCode = 1;

  console.log('\n## Public landing page\n');
  const landingPage = await landingPageBench();
  console.log(landingPage.report);
  if (!landingPage.ok) process.exitCode = 1;
}

// Interrupted, the bench still stops what it started: each server, the yardstick and PostgreSQL stop on 'exit'.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

await main();
