/**
 * Where the boosting pages live (spec §2: applyBoosting/index and the boosting group), named once for every page,
 * machine and test that leads to one of them.
 */

export const BOOSTING_PATHS = {
  /** What boosting is, the whitelist gate and the way in (the create panel's boosting action opens it). */
  apply: '/pages/applyBoosting/index',
  /** A new application, step by step. */
  application: '/pages/boosting/index',
  /** The same steps on a saved draft: `?id=<draftId>`. */
  edit: '/pages/boosting/edit',
  drafts: '/pages/boosting/draftList',
  list: '/pages/boosting/list',
  detail: '/pages/boosting/detail',
  availableTrackingIds: '/pages/boosting/availableTrackingId',
  dashboard: '/pages/boosting/dashboard/index',
  adDetails: '/pages/boosting/dashboard/adDetails',
} as const;

/** The page that reopens a draft for editing. */
export const boostingDraftPath = (draftId: string): string =>
  `${BOOSTING_PATHS.edit}?id=${encodeURIComponent(draftId)}`;
