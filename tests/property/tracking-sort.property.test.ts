import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { SKIP_TRACKING_ID } from '../../src/domain/tracking-id-rules';
import {
  nextSort,
  orderTrackingOptions,
  searchTrackingOptions,
  TRACKING_SORT,
  type SortChip,
  type TrackingIdEntry,
  type TrackingSort,
} from '../../src/domain/tracking-sort';

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,11}$/);
const entry: fc.Arbitrary<TrackingIdEntry> = fc.record({
  trackingId: fc.oneof({ weight: 9, arbitrary: name }, { weight: 1, arbitrary: fc.constantFrom('SKIP', 'skip') }),
  createdAt: fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
});
const entries = fc.uniqueArray(entry, { maxLength: 30, selector: (e) => e.trackingId.toLowerCase() });
const sort = fc.constantFrom<TrackingSort>(1, 2, 3, 4, 5);
const chip = fc.constantFrom<SortChip>('name', 'date');

/** Some of the list's ids, in random letter case, plus ids the list does not have. */
const activeIdsOf = (list: readonly TrackingIdEntry[]) =>
  fc
    .tuple(fc.subarray(list.map((e) => e.trackingId)), fc.array(name, { maxLength: 3 }), fc.boolean())
    .map(([picked, extra, upper]) => [...picked.map((id) => (upper ? id.toUpperCase() : id.toLowerCase())), ...extra]);
const scenario = entries.chain((list) =>
  fc.record({ list: fc.constant(list), activeIds: activeIdsOf(list), sort, withSkip: fc.boolean() }),
);

const isSkip = (n: string) => n.toLowerCase() === SKIP_TRACKING_ID.toLowerCase();

describe('tracking-id picker list (spec §4 Tracking-id sort, §5 search)', () => {
  test.prop([scenario])('SKIP is last, once, and only when the list has it', ({ list, activeIds, sort, withSkip }) => {
    const options = orderTrackingOptions(list, { sort, activeIds, withSkip });
    const skips = options.filter((o) => isSkip(o.name));
    expect(skips).toHaveLength(withSkip ? 1 : 0);
    if (withSkip) expect(options.at(-1)).toEqual({ name: SKIP_TRACKING_ID, disabled: false });
  });

  test.prop([scenario])(
    'ids active in a boosting (any letter case) are disabled and listed after every enabled id',
    ({ list, activeIds, sort, withSkip }) => {
      const options = orderTrackingOptions(list, { sort, activeIds, withSkip }).filter((o) => !isSkip(o.name));
      for (const o of options)
        expect(o.disabled).toBe(activeIds.some((id) => id.toLowerCase() === o.name.toLowerCase()));
      const firstDisabled = options.findIndex((o) => o.disabled);
      if (firstDisabled >= 0) expect(options.slice(firstDisabled).every((o) => o.disabled)).toBe(true);
    },
  );

  test.prop([scenario])(
    'sorting only reorders: every saved id but SKIP appears exactly once',
    ({ list, activeIds, sort, withSkip }) => {
      const names = orderTrackingOptions(list, { sort, activeIds, withSkip })
        .map((o) => o.name)
        .filter((n) => !isSkip(n));
      expect([...names].sort()).toEqual(
        list
          .map((e) => e.trackingId)
          .filter((n) => !isSkip(n))
          .sort(),
      );
    },
  );

  test.prop([scenario])('name and date sorts order the enabled ids by that key', ({ list, sort }) => {
    const options = orderTrackingOptions(list, { sort });
    for (let i = 1; i < options.length; i += 1) {
      const [a, b] = [options[i - 1]!, options[i]!];
      const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
      const byDate = Date.parse(a.createdAt!) - Date.parse(b.createdAt!);
      if (sort === TRACKING_SORT.nameAsc) expect(byName).toBeLessThanOrEqual(0);
      if (sort === TRACKING_SORT.nameDesc) expect(byName).toBeGreaterThanOrEqual(0);
      if (sort === TRACKING_SORT.dateAsc) expect(byDate).toBeLessThanOrEqual(0);
      if (sort === TRACKING_SORT.dateDesc) expect(byDate).toBeGreaterThanOrEqual(0);
    }
  });

  test.prop([scenario, chip])(
    'three presses of a chip return to the default order',
    ({ list, activeIds, withSkip }, pressed) => {
      const press = (s: TrackingSort) => nextSort(s, pressed);
      const cycle = [TRACKING_SORT.default, press(TRACKING_SORT.default), press(press(TRACKING_SORT.default))];
      // The chip's own cycle: ascending, descending, default, and every step of it comes back after three presses.
      expect(cycle.slice(1)).toEqual(
        pressed === 'name'
          ? [TRACKING_SORT.nameAsc, TRACKING_SORT.nameDesc]
          : [TRACKING_SORT.dateAsc, TRACKING_SORT.dateDesc],
      );
      for (const s of cycle) expect(press(press(press(s)))).toBe(s);
      const cycled = orderTrackingOptions(list, {
        sort: press(press(press(TRACKING_SORT.default))),
        activeIds,
        withSkip,
      });
      expect(cycled).toEqual(orderTrackingOptions(list, { sort: TRACKING_SORT.default, activeIds, withSkip }));
    },
  );

  test.prop([sort, chip])("pressing the other chip starts that chip's cycle at ascending", (current, pressed) => {
    const own =
      pressed === 'name'
        ? [TRACKING_SORT.nameAsc, TRACKING_SORT.nameDesc]
        : [TRACKING_SORT.dateAsc, TRACKING_SORT.dateDesc];
    if (!(own as TrackingSort[]).includes(current)) expect(nextSort(current, pressed)).toBe(own[0]);
  });

  test.prop([scenario, fc.string({ maxLength: 4 })])(
    'search never reorders and matches names case-insensitively',
    ({ list, activeIds, sort, withSkip }, query) => {
      const ordered = orderTrackingOptions(list, { sort, activeIds, withSkip });
      const found = searchTrackingOptions(ordered, query);
      const needle = query.trim().toLowerCase();
      expect(found).toEqual(ordered.filter((o) => o.name.toLowerCase().includes(needle)));
      const upper = searchTrackingOptions(ordered, query.toUpperCase());
      expect(upper.map((o) => o.name)).toEqual(
        ordered
          .filter((o) => o.name.toLowerCase().includes(query.toUpperCase().trim().toLowerCase()))
          .map((o) => o.name),
      );
    },
  );
});
