import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeExportsFile } from '../../scripts/statecharts';
import { COMPARISON_FILE, COVERAGE_FILE } from '../../src/api/statecharts';

/** The built app as `npm run build` leaves it: no model-test coverage, no comparison, an exports file saying so. */
export function removeStatechartExports(appDir = 'dist/app'): void {
  rmSync(join(appDir, COVERAGE_FILE), { force: true });
  rmSync(join(appDir, COMPARISON_FILE), { force: true });
  writeExportsFile(appDir);
}
