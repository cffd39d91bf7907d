import { BOOSTING_STATUS_LABELS, type BoostingStatus } from '../../../domain/boosting-pages';
import { formatAmount } from '../../../domain/number-formats';
import { rangeText } from '../../../domain/date-ranges';
import { createdLabel } from '../../../domain/link-display';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { retailerOfSource } from '../../../domain/tracking-sort';
import type { BoostingApplication } from '../../../machines/boosting-results-calls';

/** The status as a coloured label (its colour says how far the application is; the word says it for everyone). */
export function StatusLabel({ status }: { status: BoostingStatus }) {
  return <span className={`lm-boosting-status lm-boosting-status--${status}`}>{BOOSTING_STATUS_LABELS[status]}</span>;
}

/** "jane-20 (Amazon)": a tracking id with its retailer. */
export const trackingIdText = ({ trackingId, source }: BoostingApplication['trackingIds'][number]) =>
  `${trackingId} (${RETAILER_NAMES[retailerOfSource(source)]})`;

/** Budget, dates, submission and tracking ids of an application, as a list of terms (the list rows and the detail page). */
export function ApplicationFacts({ application }: { application: BoostingApplication }) {
  return (
    <dl className="lm-boosting-facts">
      <dt>Budget</dt>
      <dd data-testid="budget">{formatAmount(application.budget)}</dd>
      <dt>Runs</dt>
      <dd>{rangeText(application)} (Pacific time)</dd>
      <dt>Submitted</dt>
      <dd>{createdLabel(application.submittedAt)}</dd>
      <dt>Tracking IDs</dt>
      <dd>{application.trackingIds.map(trackingIdText).join(', ')}</dd>
    </dl>
  );
}
