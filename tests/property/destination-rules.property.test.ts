import { describe, expect, test } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  checkDestinationRules,
  COUNTRY_CODES,
  DESTINATION_RULES_MAX,
  destinationRulesToStore,
  matchingRule,
  RULE_DEVICES,
  RULE_MESSAGES,
  ruleMatches,
  visitorDevice,
  type DestinationRule,
  type RuleVisitor,
} from '../../src/domain/destination-rules';
import { EMPTY_EARN_SETTINGS, earnRule } from '../../src/domain/earn-rule';

const country = fc.constantFrom('GB', 'DE', 'US', 'JP', 'FR', 'CA');
const device = fc.constantFrom(...RULE_DEVICES);
const destination = fc.integer({ min: 1, max: 999 }).map((n) => `https://shop.example/p/${n}`);
const rule: fc.Arbitrary<DestinationRule> = fc
  .record({
    countries: fc.uniqueArray(country, { maxLength: 3 }),
    device: fc.option(device, { nil: undefined }),
    destination,
  })
  .filter((r) => r.countries.length > 0 || r.device !== undefined)
  .map(({ device: d, ...r }) => (d ? { ...r, device: d } : r));
const rules = fc.array(rule, { maxLength: DESTINATION_RULES_MAX });
const visitor: fc.Arbitrary<RuleVisitor> = fc.record({
  country: fc.option(country, { nil: undefined }),
  device: fc.option(device, { nil: undefined }),
});

/** The destination a visitor reaches: the first matching rule's, else the link's own. */
const chosen = (list: readonly DestinationRule[], v: RuleVisitor, own: string) =>
  matchingRule(list, v)?.rule.destination ?? own;

describe('destination rules', () => {
  it.prop([rules, visitor])(
    "the chosen destination is the first matching rule's, or the link's own when none matches",
    (list, v) => {
      const own = 'https://own.example/';
      const match = matchingRule(list, v);
      const firstIndex = list.findIndex((r) => ruleMatches(r, v));
      if (firstIndex < 0) {
        expect(match).toBeUndefined();
        expect(chosen(list, v, own)).toBe(own);
      } else {
        expect(match?.number).toBe(firstIndex + 1);
        expect(chosen(list, v, own)).toBe(list[firstIndex]?.destination);
        for (const earlier of list.slice(0, firstIndex)) expect(ruleMatches(earlier, v)).toBe(false);
      }
    },
  );

  it.prop([rule, rule, visitor])('order matters: of two matching rules the earlier one wins', (a, b, v) => {
    fc.pre(ruleMatches(a, v) && ruleMatches(b, v));
    expect(matchingRule([a, b], v)?.rule).toBe(a);
    expect(matchingRule([b, a], v)?.rule).toBe(b);
  });

  it.prop([rules, fc.option(device, { nil: undefined })])(
    'a visitor with no country matches no rule that names countries',
    (list, d) => {
      const match = matchingRule(list, { device: d });
      if (match) expect(match.rule.countries).toEqual([]);
    },
  );

  it.prop([rules, fc.option(country, { nil: undefined })])(
    'a visitor with no device matches no rule that names a device',
    (list, c) => {
      const match = matchingRule(list, { country: c });
      if (match) expect(match.rule.device).toBeUndefined();
    },
  );

  it.prop([fc.array(rule, { minLength: 0, maxLength: 30 })])(
    'at most 20 rules are accepted; accepted ones come back as given',
    (list) => {
      const checked = checkDestinationRules(list);
      if (list.length > DESTINATION_RULES_MAX) expect(checked).toEqual({ ok: false, message: RULE_MESSAGES.tooMany });
      else expect(checked).toEqual({ ok: true, rules: list });
    },
  );

  it.prop([fc.array(fc.constantFrom(...COUNTRY_CODES), { minLength: 1, maxLength: 8 })])(
    'countries are stored upper case, each once, in the order first given',
    (codes) => {
      const typed = codes.flatMap((c) => [` ${c.toLowerCase()}`, c]);
      const checked = checkDestinationRules([{ countries: typed, destination: 'https://a.example/' }]);
      expect(checked.ok && checked.rules[0]?.countries).toEqual([...new Set(codes)]);
    },
  );

  it.prop([
    fc.integer({ min: 0, max: 5 }),
    fc.constantFrom<[Record<string, unknown>, (n: number) => string]>(
      [{ countries: [], device: null }, RULE_MESSAGES.noCondition],
      [{ countries: ['QQ'] }, (n) => RULE_MESSAGES.country(n, 'QQ')],
      [{ device: 'windows' }, RULE_MESSAGES.device],
      [{ device: 'ios', destination: 'ftp://a.example/' }, RULE_MESSAGES.destination],
      [{ device: 'ios', destination: 'not an address' }, RULE_MESSAGES.destination],
    ),
  ])('a bad rule is refused with its number', (before, [bad, message]) => {
    const good = { device: 'desktop', destination: 'https://a.example/' };
    const list = [...Array.from({ length: before }, () => good), { ...good, ...bad }];
    expect(checkDestinationRules(list)).toEqual({ ok: false, message: message(before + 1) });
  });

  it.prop([fc.stringMatching(/^B0[0-9A-Z]{8}$/), fc.boolean()])(
    "a rule's Amazon address carries the creator's tag, or is refused with its number unless kept untagged",
    (asin, keepUntagged) => {
      const address = `https://www.amazon.com/dp/${asin}`;
      const input = [
        { device: 'ios', destination: 'https://a.example/' },
        { device: 'android', destination: address, keepUntagged },
      ];
      const withId = { ...EMPTY_EARN_SETTINGS, trackingIds: { amazon: ['jane-20'], target: [], walmart: [] } };
      const tagged = destinationRulesToStore(input, withId);
      const expected = earnRule(address, withId);
      expect(tagged.ok && tagged.rules[1]?.destination).toBe(expected.outcome === 'tagged' && expected.address);
      expect(tagged.ok && tagged.rules[1]?.keepUntagged).toBe(undefined);

      const without = destinationRulesToStore(input, EMPTY_EARN_SETTINGS);
      const refusal = earnRule(address, EMPTY_EARN_SETTINGS);
      if (keepUntagged)
        expect(without).toEqual({
          ok: true,
          rules: [
            { countries: [], device: 'ios', destination: 'https://a.example/' },
            { countries: [], device: 'android', destination: address, keepUntagged: true },
          ],
        });
      else
        expect(without).toEqual({
          ok: false,
          message: RULE_MESSAGES.earn(2, refusal.outcome === 'untaggable' ? refusal.message : ''),
        });
    },
  );
});

describe('visitorDevice', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'desktop'],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', undefined],
    ['', undefined],
    ['SomeWatch/1.0', undefined],
  ])('%s is %s', (ua, expected) => {
    expect(visitorDevice(ua)).toBe(expected);
  });
});
