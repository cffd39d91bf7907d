import { failOnImportCycles } from './import-cycles';
import { checkImports } from './import-rules';

const root = new URL('..', import.meta.url).pathname;
failOnImportCycles(root);
const violations = checkImports(root);
for (const v of violations) console.error(`${v.file}:${v.line}  '${v.specifier}': ${v.message}`);
if (violations.length > 0) {
  console.error(`\nlint: ${violations.length} import(s) break the one-way layering of ARCHITECTURE.md.`);
  process.exit(1);
}
console.log('lint: imports follow the layering (views -> machines -> api -> generated; server http -> modules -> events/db).');
