import { ensureAppBuilt } from '../../scripts/ensure-build';
import { chromiumPath } from '../support/chromium';

/** Browser tests need Chromium and a current build of the app; fail early and clearly without them. */
export default async function setup() {
  chromiumPath();
  await ensureAppBuilt();
}
