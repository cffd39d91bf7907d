/**
 * The date range a report page shows (the boosting dashboard, a content's results, the earnings dashboard) (spec §9): read from the address, changed
 * by the range buttons. Each machine names these as its own guard and action in setup.
 */
import { reportRange, isReportRangeId, rangeIdOf, type ReportRangeId, type DateRange } from '../domain/date-ranges';

export interface RangeContext {
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  rangeId: ReportRangeId;
  range: DateRange;
}

export type RangeSelectEvent = { type: 'range.select'; range: ReportRangeId };

/** The range an address names (`?range=`; the default one when absent or unknown), ending today. */
export function rangeContext(today: string, param: string | null | undefined): RangeContext {
  const rangeId = rangeIdOf(param);
  return { today, rangeId, range: reportRange(rangeId, today) };
}

type RangeArgs = { context: RangeContext; event: { type: string; range?: unknown } };

/** Guard: a known range other than the one shown was chosen. */
export const isOtherRange = ({ context, event }: RangeArgs): boolean =>
  event.type === 'range.select' && isReportRangeId(event.range) && event.range !== context.rangeId;

/** The chosen range as context (for `assign`). */
export const selectedRange = ({ context, event }: RangeArgs): Pick<RangeContext, 'rangeId' | 'range'> => {
  const rangeId = rangeIdOf(typeof event.range === 'string' ? event.range : null);
  return { rangeId, range: reportRange(rangeId, context.today) };
};
