import { checkFeatureNames } from './feature-names';
import { findImportCycles } from './import-cycles';
import { checkImports } from './import-rules';

const root = new URL('..', import.meta.url).pathname;
let failed = false;

const cycles = findImportCycles(root);
for (const cycle of cycles) console.error(`runtime import cycle: ${cycle.join(' -> ')}`);
if (cycles.length > 0) {
  console.error(`
lint: ${cycles.length} runtime import cycle(s); break each with an 'import type' or by moving what both need into a third file.`);
  failed = true;
} else console.log('lint: no runtime import cycle in src/ or server/.');

const violations = checkImports(root);
for (const v of violations) console.error(`${v.file}:${v.line}  '${v.specifier}': ${v.message}`);
if (violations.length > 0) {
  console.error(`\nlint: ${violations.length} import(s) break the one-way layering of ARCHITECTURE.md.`);
  failed = true;
} else
  console.log(
    'lint: imports follow the layering (views -> machines -> api -> generated; server http -> modules -> events/db).',
  );

const names = checkFeatureNames(root);
for (const n of names)
  console.error(`${n.path}: '${n.word}' is a retired word; this feature is called '${n.name}' (README, feature names)`);
if (names.length > 0) {
  console.error(`\nlint: ${names.length} file or folder name(s) use a retired word for a feature.`);
  failed = true;
} else console.log('lint: every file and folder name uses the feature names of the README table.');

if (failed) process.exit(1);
