/**
 * The boosting follow-up pages (applications, one application, tracking ids, results): where they are, how an
 * application's status reads, and which statuses have results. Pure, so machines, views and tests share one rule.
 * The lifecycle is the contract's BoostingStatus (openapi.yaml): submitted -> reviewing -> approved or rejected,
 * approved -> running -> ended.
 */

import { BOOSTING_PATHS } from './boosting-routes';
import type { ReportRangeId } from './date-ranges';

/** Applications per page of the list. */
export const BOOSTING_LIST_PAGE_SIZE = 10;

export const boostingDetailPath = (id: string) => `${BOOSTING_PATHS.detail}?id=${encodeURIComponent(id)}`;

/** The dashboard on a range (the ad details page's way back keeps the range the creator chose). */
export const boostingDashboardPath = (range: ReportRangeId) => `${BOOSTING_PATHS.dashboard}?range=${range}`;

/** One content's results on a range. */
export const adDetailsPath = (contentId: string, range: ReportRangeId) =>
  `${BOOSTING_PATHS.adDetails}?contentId=${encodeURIComponent(contentId)}&range=${range}`;

export const BOOSTING_STATUSES = ['submitted', 'reviewing', 'approved', 'rejected', 'running', 'ended'] as const;
export type BoostingStatus = (typeof BOOSTING_STATUSES)[number];

/** The status as the creator reads it. */
export const BOOSTING_STATUS_LABELS: Readonly<Record<BoostingStatus, string>> = {
  submitted: 'Submitted',
  reviewing: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  running: 'Running',
  ended: 'Ended',
};

/** What the status means for the creator, one sentence each (the detail page writes it under the status). */
export const BOOSTING_STATUS_HINTS: Readonly<Record<BoostingStatus, string>> = {
  submitted: 'We received your application; a reviewer will pick it up soon.',
  reviewing: 'A reviewer is checking your content and tracking IDs.',
  approved: 'Your application was approved. The ads start on its start date.',
  rejected: 'Your application was not approved. The reviewer says why below.',
  running: 'Your ads are running. Results come in day by day.',
  ended: 'The ads have ended. Their results stay on the dashboard.',
};

/** Ads ran (or run): the application's contents have results on the dashboard. */
export const hasResults = (status: BoostingStatus): boolean => status === 'running' || status === 'ended';

/** The status label with its history's note, e.g. a rejection's reason: what a history line shows. */
export function statusLine(entry: { status: BoostingStatus; note?: string }): { label: string; note: string | null } {
  const note = entry.note?.trim();
  return { label: BOOSTING_STATUS_LABELS[entry.status], note: note ? note : null };
}
