/**
 * The tracking-id picker's list (spec §2 Tracking-ID picker, §4 Tracking-id sort, §5 search): which options it
 * shows, in which order, and which are disabled. Pure, so the picker machine, its view and the property tests
 * share one rule.
 */
import { sameTrackingId, SKIP_TRACKING_ID } from './tracking-id-rules';
import type { Retailer } from './retailer-links';

/** Spec §4: 1 default, 2 name ascending, 3 name descending, 4 date ascending, 5 date descending. */
export const TRACKING_SORT = { default: 1, nameAsc: 2, nameDesc: 3, dateAsc: 4, dateDesc: 5 } as const;
export type TrackingSort = (typeof TRACKING_SORT)[keyof typeof TRACKING_SORT];
export type SortChip = 'name' | 'date';

/** Spec §4 Tracking sources: 1 Amazon (trackingIds), 6 Target, 7 Walmart. */
export const TRACKING_SOURCES = { 1: 'amazon', 6: 'target', 7: 'walmart' } as const satisfies Record<number, Retailer>;
export type TrackingSource = keyof typeof TRACKING_SOURCES;

export function retailerOfSource(source: TrackingSource): Retailer {
  return TRACKING_SOURCES[source];
}

/** A saved tracking id as the lists answer it (spec §3: trackingId and createdAt). */
export interface TrackingIdEntry {
  trackingId: string;
  /** ISO instant; absent for SKIP, which is no saved id. */
  createdAt?: string;
}

/** A picker option (spec §3: name and disabled). */
export interface TrackingOption {
  name: string;
  disabled: boolean;
  createdAt?: string;
}

/** Each chip cycles ascending -> descending -> default (spec §4); pressing the other chip starts it at ascending. */
export function nextSort(current: TrackingSort, chip: SortChip): TrackingSort {
  const [asc, desc] =
    chip === 'name' ? [TRACKING_SORT.nameAsc, TRACKING_SORT.nameDesc] : [TRACKING_SORT.dateAsc, TRACKING_SORT.dateDesc];
  if (current === asc) return desc;
  if (current === desc) return TRACKING_SORT.default;
  return asc;
}

/** Which direction a chip shows for the current sort, for its arrow. */
export function chipDirection(sort: TrackingSort, chip: SortChip): 'asc' | 'desc' | null {
  if (chip === 'name') return sort === TRACKING_SORT.nameAsc ? 'asc' : sort === TRACKING_SORT.nameDesc ? 'desc' : null;
  return sort === TRACKING_SORT.dateAsc ? 'asc' : sort === TRACKING_SORT.dateDesc ? 'desc' : null;
}

const byName = (a: TrackingOption, b: TrackingOption) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const dateOf = (o: TrackingOption) => (o.createdAt === undefined ? Number.POSITIVE_INFINITY : Date.parse(o.createdAt));
const byDate = (a: TrackingOption, b: TrackingOption) => dateOf(a) - dateOf(b);

const COMPARATORS: Record<Exclude<TrackingSort, 1>, (a: TrackingOption, b: TrackingOption) => number> = {
  2: byName,
  3: (a, b) => byName(b, a),
  4: byDate,
  5: (a, b) => byDate(b, a),
};

export interface TrackingListOptions {
  sort: TrackingSort;
  /**
   * Ids already running in a boosting (getActiveTrackingIdList): when choosing ids for a new boosting they are
   * disabled and listed last (spec §4). Empty elsewhere.
   */
  activeIds?: readonly string[];
  /** Whether the list ends with SKIP ("no tracking id"): Target and Walmart lists with entries (spec §3). */
  withSkip?: boolean;
}

/** Whether a retailer's list gets the trailing SKIP entry (spec §3: Target and Walmart, when non-empty; Walmart may hide it). */
export function listHasSkip(retailer: Retailer, entries: readonly TrackingIdEntry[], hideWalmartSkip = false): boolean {
  if (retailer === 'amazon' || entries.length === 0) return false;
  return !(retailer === 'walmart' && hideWalmartSkip);
}

/**
 * The options in display order: the chosen sort (stable, so the default keeps the list's own order), then the
 * disabled ids, then SKIP. The order is computed before any search, so a search only ever removes options.
 */
export function orderTrackingOptions(
  entries: readonly TrackingIdEntry[],
  { sort, activeIds = [], withSkip = false }: TrackingListOptions,
): TrackingOption[] {
  const options: TrackingOption[] = entries
    .filter((e) => !sameTrackingId(e.trackingId, SKIP_TRACKING_ID))
    .map((e) => ({
      name: e.trackingId,
      disabled: activeIds.some((id) => sameTrackingId(id, e.trackingId)),
      ...(e.createdAt !== undefined ? { createdAt: e.createdAt } : {}),
    }));
  const sorted = sort === TRACKING_SORT.default ? options : [...options].sort(COMPARATORS[sort]);
  const ordered = [...sorted.filter((o) => !o.disabled), ...sorted.filter((o) => o.disabled)];
  return withSkip ? [...ordered, { name: SKIP_TRACKING_ID, disabled: false }] : ordered;
}

/**
 * The options when choosing the ids a boosting's ads credit (spec §4): the ids already active in another
 * application disabled and listed last, and no SKIP, since an ad that credits no id earns nothing.
 */
export function boostingTrackingOptions(
  entries: readonly TrackingIdEntry[],
  activeIds: readonly string[],
  sort: TrackingSort = TRACKING_SORT.default,
): TrackingOption[] {
  return orderTrackingOptions(entries, { sort, activeIds, withSkip: false });
}

/** Spec §5: a case-insensitive substring match on the name; order is kept. */
export function searchTrackingOptions(options: readonly TrackingOption[], query: string): TrackingOption[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...options] : options.filter((o) => o.name.toLowerCase().includes(needle));
}
