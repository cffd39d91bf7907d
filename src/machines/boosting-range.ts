/**
 * The date range the boosting dashboard and a content's results share (spec §9): read from the address, changed
 * by the range buttons. Each machine names these as its own guard and action in setup.
 */
import { boostingRange, isBoostingRangeId, rangeIdOf, type BoostingRangeId, type DateRange } from '../domain/boosting-ranges';

export interface RangeContext {
  /** Today's Pacific date ('YYYY-MM-DD'): every range ends with it. */
  today: string;
  rangeId: BoostingRangeId;
  range: DateRange;
}

export type RangeSelectEvent = { type: 'range.select'; range: BoostingRangeId };

/** The range an address names (`?range=`; the default one when absent or unknown), ending today. */
export function rangeContext(today: string, param: string | null | undefined): RangeContext {
  const rangeId = rangeIdOf(param);
  return { today, rangeId, range: boostingRange(rangeId, today) };
}

type RangeArgs = { context: RangeContext; event: { type: string; range?: unknown } };

/** Guard: a known range other than the one shown was chosen. */
export const isOtherRange = ({ context, event }: RangeArgs): boolean =>
  event.type === 'range.select' && isBoostingRangeId(event.range) && event.range !== context.rangeId;

/** The chosen range as context (for `assign`). */
export const selectedRange = ({ context, event }: RangeArgs): Pick<RangeContext, 'rangeId' | 'range'> => {
  const rangeId = rangeIdOf(typeof event.range === 'string' ? event.range : null);
  return { rangeId, range: boostingRange(rangeId, context.today) };
};
