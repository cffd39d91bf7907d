import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { boostingApplicationsProjection, boostingDraftsProjection } from './boosting-application-projections';
import { createBoostingOperations } from './boosting-operations';
import { contentNeedsProjection } from './content-needs';
import { boostingResultsProjection } from './results-import';
import { boostingErasure } from './shop-boosting-erasure';

/**
 * Paid boosting (the `boosting` and `export` tags, but the whitelist check and the promotion activities, which
 * have modules of their own, and the settlement export): whitelisted creators save drafts and submit content with
 * tracking ids, operators move each application through its review lifecycle and import its results from CSV
 * (server/admin/boosting.command.ts), and the dashboard and the spreadsheet exports read the results.
 */
export const boostingModule: ServerModule = {
  name: 'boosting',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [
    boostingApplicationsProjection,
    boostingDraftsProjection,
    contentNeedsProjection,
    boostingResultsProjection,
  ],
  operations: createBoostingOperations,
  erasure: boostingErasure,
};

export { createBoostingApplications, type BoostingApplications } from './boosting-applications-service';
export { applicationRows, type ApplicationRow } from './boosting-application-queries';
export { OPERATOR_ACTIONS, TRANSITIONS, type BoostingStatus, type OperatorAction } from './boosting-lifecycle';
export { createContentNeeds } from './content-needs';
export type { ContentNeedFields } from './content-need-decider';
export { createResultsImport, type ImportOutcome } from './results-import';
export { RESULT_COLUMNS } from './results-csv';
