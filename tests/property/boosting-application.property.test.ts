import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  BOOSTING_MAX_TRACKING_IDS,
  BOOSTING_TRACKING_LISTS,
  boostingTrackingLists,
  draftFieldsOf,
  formOfDraft,
  parseBudget,
  selectableTrackingIds,
  toggleTrackingId,
  type BoostingDraftFields,
  type BoostingForm,
  type BoostingTrackingId,
  type TrackingEntriesBySource,
} from '../../src/domain/boosting-application';
import { BOOSTING_BUDGET } from '../../src/domain/boosting-application-rules';
import { dollarInputOf, parseDollarInput } from '../../src/domain/money-input';
import type { TrackingSource } from '../../src/domain/tracking-sort';

const SOURCES: TrackingSource[] = [1, 6, 7];
const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,9}$/);
/** A list's ids, unique whatever the case (as the server keeps them), sometimes with a SKIP entry. */
const listOf = fc.uniqueArray(
  fc.oneof({ weight: 8, arbitrary: name }, { weight: 1, arbitrary: fc.constantFrom('SKIP', 'Skip') }),
  {
    maxLength: 12,
    selector: (id) => id.toLowerCase(),
  },
);
const recase = (id: string, how: number) => (how === 0 ? id : how === 1 ? id.toUpperCase() : id.toLowerCase());

const scenario = fc
  .record({ 1: listOf, 6: listOf, 7: listOf })
  .chain((lists) => {
    const all = SOURCES.flatMap((source) => lists[source].map((trackingId) => ({ trackingId, source })));
    const active = fc
      .subarray(all)
      .chain((picked) =>
        fc
          .tuple(...picked.map(() => fc.integer({ min: 0, max: 2 })))
          .map((cases) => picked.map((p, i) => ({ ...p, trackingId: recase(p.trackingId, cases[i]!) }))),
      );
    // Clicks on ids in any case, on active ones, on SKIP and on ids no list has.
    const click = fc.record({
      trackingId: fc
        .oneof(
          fc.constantFrom(...(all.length > 0 ? all.map((a) => a.trackingId) : ['none-20'])),
          name,
          fc.constant('SKIP'),
        )
        .chain((id) => fc.integer({ min: 0, max: 2 }).map((how) => recase(id, how))),
      source: fc.constantFrom(...SOURCES),
    });
    return fc.record({ lists: fc.constant(lists), active, clicks: fc.array(click, { maxLength: 40 }) });
  })
  .map(({ lists, active, clicks }) => {
    const entries: TrackingEntriesBySource = Object.fromEntries(
      SOURCES.map((s) => [s, lists[s].map((trackingId) => ({ trackingId }))]),
    );
    return { entries, active, clicks };
  });

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isActive = (active: readonly BoostingTrackingId[], id: BoostingTrackingId) =>
  active.some((a) => a.source === id.source && same(a.trackingId, id.trackingId));

describe('boosting tracking-id choice (spec §4 Tracking-id sort, §9 selection codes 1034 and 109)', () => {
  test.prop([scenario])(
    'ids active in another application are disabled and after every enabled id, whatever their case; SKIP never shows',
    ({ entries, active }) => {
      const lists = boostingTrackingLists(entries, active);
      expect(lists.map((l) => [l.selection, l.source])).toEqual(
        BOOSTING_TRACKING_LISTS.map((l) => [l.selection, l.source]),
      );
      for (const { source, options } of lists) {
        expect(options.some((o) => same(o.name, 'SKIP'))).toBe(false);
        for (const o of options) expect(o.disabled).toBe(isActive(active, { trackingId: o.name, source }));
        const firstDisabled = options.findIndex((o) => o.disabled);
        if (firstDisabled >= 0) expect(options.slice(firstDisabled).every((o) => o.disabled)).toBe(true);
        // Every saved id but SKIP is offered, once.
        expect(options.map((o) => o.name).sort()).toEqual(
          (entries[source] ?? [])
            .map((e) => e.trackingId)
            .filter((id) => !same(id, 'SKIP'))
            .sort(),
        );
      }
    },
  );

  test.prop([scenario])(
    'whatever is clicked, the chosen ids are offered, enabled, unique, never SKIP, never active, at most 20',
    ({ entries, active, clicks }) => {
      const lists = boostingTrackingLists(entries, active);
      let chosen: BoostingTrackingId[] = [];
      for (const click of clicks) {
        const before = chosen;
        chosen = toggleTrackingId(chosen, click, lists);
        const offered = lists
          .find((l) => l.source === click.source)
          ?.options.find((o) => same(o.name, click.trackingId));
        const wasChosen = before.some((c) => c.source === click.source && same(c.trackingId, click.trackingId));
        // A click on a disabled, unknown or SKIP id changes nothing.
        if (!wasChosen && (!offered || offered.disabled)) expect(chosen).toEqual(before);
      }
      expect(chosen.length).toBeLessThanOrEqual(BOOSTING_MAX_TRACKING_IDS);
      expect(new Set(chosen.map((c) => `${c.source}:${c.trackingId.toLowerCase()}`)).size).toBe(chosen.length);
      for (const c of chosen) {
        expect(same(c.trackingId, 'SKIP')).toBe(false);
        expect(isActive(active, c)).toBe(false);
        // Spelt as the list spells it, whatever case the click carried.
        expect(
          lists.find((l) => l.source === c.source)?.options.some((o) => o.name === c.trackingId && !o.disabled),
        ).toBe(true);
      }
      // A reopened draft keeps exactly the ids that can still be chosen.
      expect(selectableTrackingIds([...chosen, ...active, { trackingId: 'SKIP', source: 7 }], lists)).toEqual(chosen);
    },
  );
});

/** Reference: the cents of "whole.fraction" computed with BigInt, so no float is involved on either side. */
const referenceCents = (whole: bigint, fraction: bigint) => Number(whole * 100n + fraction);
const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('budget in dollars to integer cents', () => {
  const whole = fc.bigInt({ min: 0n, max: 999_999_999n });
  const fraction = fc.bigInt({ min: 0n, max: 99n });

  test.prop([whole, fraction, fc.boolean(), fc.boolean(), fc.boolean()])(
    'typed dollars become exactly their cents',
    (w, f, commas, dollarSign, spaces) => {
      const digits = commas ? withCommas(w.toString()) : w.toString();
      const typed = `${spaces ? ' ' : ''}${dollarSign ? '$' : ''}${digits}.${f.toString().padStart(2, '0')}${spaces ? ' ' : ''}`;
      expect(parseDollarInput(typed)).toEqual({ ok: true, amountCents: referenceCents(w, f) });
      // One decimal means tenths, none means whole dollars.
      if (f % 10n === 0n)
        expect(parseDollarInput(`${digits}.${f / 10n}`)).toEqual({ ok: true, amountCents: referenceCents(w, f) });
      if (f === 0n) expect(parseDollarInput(digits)).toEqual({ ok: true, amountCents: referenceCents(w, 0n) });
    },
  );

  test.prop([fc.integer({ min: 0, max: 99_999_999_999 })])(
    'cents written back into the field read as the same cents',
    (cents) => {
      expect(parseDollarInput(dollarInputOf(cents))).toEqual({ ok: true, amountCents: cents });
    },
  );

  test.prop([fc.integer({ min: 0, max: 200_000_000 })])(
    'a budget is accepted exactly within the contract range',
    (cents) => {
      const parsed = parseBudget(dollarInputOf(cents));
      expect(parsed.ok).toBe(cents >= BOOSTING_BUDGET.minCents && cents <= BOOSTING_BUDGET.maxCents);
      if (parsed.ok) expect(parsed.amountCents).toBe(cents);
    },
  );

  test.prop([fc.string({ maxLength: 12 })])('anything else is refused with a sentence, never a guess', (text) => {
    const parsed = parseBudget(text);
    if (parsed.ok)
      expect(parseDollarInput(dollarInputOf(parsed.amountCents))).toEqual({
        ok: true,
        amountCents: parsed.amountCents,
      });
    else expect(parsed.error).toMatch(/budget/);
    expect(parseBudget(`${text}.123`).ok).toBe(false);
  });
});

const date = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const trackingId = fc.record({ trackingId: name, source: fc.constantFrom<TrackingSource>(1, 6, 7) });
const draft: fc.Arbitrary<BoostingDraftFields> = fc.record(
  {
    contentIds: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 20 }),
    trackingIds: fc.uniqueArray(trackingId, {
      maxLength: 20,
      selector: (t) => `${t.source}:${t.trackingId.toLowerCase()}`,
    }),
    budget: fc.integer({ min: 0, max: 99_999_999_999 }).map((amountCents) => ({ amountCents, currency: 'USD' })),
    startDate: date,
    endDate: date,
    note: fc.string({ minLength: 1, maxLength: 50 }).filter((n) => n.trim() === n && n !== ''),
  },
  { requiredKeys: ['contentIds', 'trackingIds'] },
);

describe('draft payload', () => {
  test.prop([draft])(
    'a saved draft reopens as a form that saves the same draft, also after a trip through JSON',
    (saved) => {
      expect(draftFieldsOf(formOfDraft(saved))).toEqual(saved);
      expect(draftFieldsOf(formOfDraft(JSON.parse(JSON.stringify(saved)) as BoostingDraftFields))).toEqual(saved);
    },
  );

  const form: fc.Arbitrary<BoostingForm> = fc.record({
    contentIds: fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 5 }),
    trackingIds: fc.uniqueArray(trackingId, {
      maxLength: 5,
      selector: (t) => `${t.source}:${t.trackingId.toLowerCase()}`,
    }),
    budget: fc.oneof(
      fc.constant(''),
      fc.integer({ min: 0, max: 10_000_000 }).map(dollarInputOf),
      fc.string({ maxLength: 8 }),
    ),
    startDate: fc.oneof(fc.constant(''), date, fc.constant('2030-02-30')),
    endDate: fc.oneof(fc.constant(''), date),
    note: fc.string({ maxLength: 30 }),
  });

  test.prop([form])('a form saved and reopened keeps every choice and every well-formed detail', (typed) => {
    const reopened = formOfDraft(draftFieldsOf(typed));
    expect(reopened.contentIds).toEqual(typed.contentIds);
    expect(reopened.trackingIds).toEqual(typed.trackingIds);
    const budget = parseDollarInput(typed.budget);
    expect(reopened.budget).toBe(budget.ok ? dollarInputOf(budget.amountCents) : '');
    expect(reopened.startDate).toBe(typed.startDate === '2030-02-30' ? '' : typed.startDate);
    expect(reopened.endDate).toBe(typed.endDate);
    expect(reopened.note).toBe(typed.note.trim());
    // Saving the reopened form again changes nothing.
    expect(draftFieldsOf(reopened)).toEqual(draftFieldsOf(typed));
  });
});
