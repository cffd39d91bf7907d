/** Which advertising activity the global ad modal shows (spec §4 Promotion modal selection, §3 stored flags). */

export interface Activity {
  id: string;
  /** ISO instants with an offset; the spec's "current Los Angeles time within start and end" compares instants. */
  startTime: string;
  endTime: string;
}

/**
 * The key a closed activity is remembered under in boostingModalColseStatus (spec §3): the shop name alone for
 * activity 1 (the first promotion, stored before there were others), the shop name plus the id otherwise.
 */
export function closedActivityKey(shopName: string, activityId: string): string {
  return activityId === '1' ? shopName : `${shopName}${activityId}`;
}

/** The first activity, in list order, that is running at `now` and that the creator has not closed. */
export function activeActivity<A extends Activity>(list: readonly A[], nowMs: number, isClosed: (id: string) => boolean): A | undefined {
  return list.find((a) => Date.parse(a.startTime) <= nowMs && nowMs <= Date.parse(a.endTime) && !isClosed(a.id));
}
