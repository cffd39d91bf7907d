/**
 * Where the boosting pages live (spec §2: applyBoosting/index and the boosting group), named once for every page,
 * machine and test that leads to one of them.
 */
import { ROUTES } from './route-table';

export const BOOSTING_PATHS = {
  /** What boosting is, the whitelist gate and the way in (the create panel's boosting action opens it). */
  apply: ROUTES.boostingStart.path,
  /** A new application, step by step. */
  application: ROUTES.boostingApplication.path,
  /** The same steps on a saved draft: `?id=<draftId>`. */
  edit: ROUTES.boostingDraft.path,
  drafts: ROUTES.boostingDrafts.path,
  list: ROUTES.boostingList.path,
  detail: ROUTES.boostingDetail.path,
  availableTrackingIds: ROUTES.boostingTrackingIds.path,
  dashboard: ROUTES.boostingDashboard.path,
  adDetails: ROUTES.boostingAdDetails.path,
} as const;

/** The page that reopens a draft for editing. */
export const boostingDraftPath = (draftId: string): string =>
  `${BOOSTING_PATHS.edit}?id=${encodeURIComponent(draftId)}`;
