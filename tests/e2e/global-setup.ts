import type { TestProject } from 'vitest/node';
import { ensureAppBuilt } from '../../scripts/ensure-build';
import { chromiumPath } from '../support/chromium';
import { cachedPgliteTemplate } from '../support/database-templates';

/**
 * Browser tests need Chromium and a current build of the app; fail early and clearly without them. Their servers
 * load the migrated PGlite template (made once, cached across runs) instead of migrating a database each.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  const [template] = await Promise.all([cachedPgliteTemplate(), ensureAppBuilt()]);
  project.provide('linkmintPgliteTemplate', template);
}
