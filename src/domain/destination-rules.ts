import { earnRule, type EarnSettings } from './earn-rule';
import { classifyUserAgent } from './user-agent';

/**
 * Destination rules of a short link or a bio button: an ordered list, each rule naming countries and/or a device
 * and a destination of its own. A visitor goes to the first rule that matches them, else to the link's own
 * destination. Pure, so the redirect chooses from its in-memory cache and the app checks what the creator types
 * with the same rules the server keeps.
 */

export const RULE_DEVICES = ['ios', 'android', 'desktop'] as const;
export type RuleDevice = (typeof RULE_DEVICES)[number];

export const DESTINATION_RULES_MAX = 20;

/** A rule as stored: countries upper case without repeats (empty: any country), the device, where it sends. */
export interface DestinationRule {
  countries: string[];
  device?: RuleDevice;
  destination: string;
  /** The destination cannot carry the creator's tag and the creator kept it so knowingly. */
  keepUntagged?: boolean;
}

/** A rule as the creator sends it. */
export interface DestinationRuleInput {
  countries?: string[];
  device?: string | null;
  destination: string;
  keepUntagged?: boolean;
}

/** What a rule looks at of the visitor. */
export interface RuleVisitor {
  country?: string | null;
  device?: RuleDevice;
}

/** ISO 3166-1 alpha-2: the officially assigned codes. */
const ISO_COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

export const isCountryCode = (code: string) => ISO_COUNTRIES.has(code);
export const COUNTRY_CODES: readonly string[] = [...ISO_COUNTRIES];

export const RULE_MESSAGES = {
  tooMany: `A link takes at most ${DESTINATION_RULES_MAX} destination rules.`,
  noCondition: (n: number) => `Rule ${n}: choose countries, a device, or both.`,
  country: (n: number, code: string) => `Rule ${n}: ${code} is not a country code (two letters, such as GB or US).`,
  device: (n: number) => `Rule ${n}: the device must be iOS, Android or desktop.`,
  destination: (n: number) => `Rule ${n}: the destination must be a full web address starting with https://.`,
  earn: (n: number, sentence: string) => `Rule ${n}: ${sentence}`,
} as const;

export type RulesCheck = { ok: true; rules: DestinationRule[] } | { ok: false; message: string };

const isRuleDevice = (value: string): value is RuleDevice => (RULE_DEVICES as readonly string[]).includes(value);

/** An http(s) address as written back by URL, or undefined for anything else. */
export function webAddress(input: string): string | undefined {
  try {
    const url = new URL(input.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Typed codes as stored: trimmed, upper case, each once, in the order given. */
export const normalisedCountries = (codes: readonly string[]): string[] => [
  ...new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code !== '')),
];

/** Checks the shape of each rule (numbered from 1) and writes it as stored; the earn rule comes after. */
export function checkDestinationRules(inputs: readonly DestinationRuleInput[]): RulesCheck {
  if (inputs.length > DESTINATION_RULES_MAX) return { ok: false, message: RULE_MESSAGES.tooMany };
  const rules: DestinationRule[] = [];
  for (const [index, input] of inputs.entries()) {
    const n = index + 1;
    const countries = normalisedCountries(input.countries ?? []);
    const unknown = countries.find((code) => !isCountryCode(code));
    if (unknown !== undefined) return { ok: false, message: RULE_MESSAGES.country(n, unknown) };
    const device = input.device ?? undefined;
    if (device !== undefined && !isRuleDevice(device)) return { ok: false, message: RULE_MESSAGES.device(n) };
    if (countries.length === 0 && device === undefined) return { ok: false, message: RULE_MESSAGES.noCondition(n) };
    const destination = webAddress(input.destination);
    if (!destination) return { ok: false, message: RULE_MESSAGES.destination(n) };
    rules.push({
      countries,
      ...(device ? { device } : {}),
      destination,
      ...(input.keepUntagged ? { keepUntagged: true } : {}),
    });
  }
  return { ok: true, rules };
}

/**
 * Each rule's destination through the earn rule, as a link's own destination goes: a retailer address carries the
 * creator's tag, or the rule is refused with its number and the earn rule's sentence unless it is kept untagged.
 */
export function tagDestinationRules(rules: readonly DestinationRule[], settings: EarnSettings): RulesCheck {
  const tagged: DestinationRule[] = [];
  for (const [index, rule] of rules.entries()) {
    const decision = earnRule(rule.destination, settings, rule.keepUntagged ? { keepUntagged: true } : {});
    if (decision.outcome === 'untaggable')
      return { ok: false, message: RULE_MESSAGES.earn(index + 1, decision.message) };
    const { keepUntagged: _kept, ...rest } = rule;
    tagged.push({
      ...rest,
      destination: decision.address,
      ...(decision.outcome === 'untagged' ? { keepUntagged: true } : {}),
    });
  }
  return { ok: true, rules: tagged };
}

/** Both steps: what a save of rules stores, or the sentence naming the first rule at fault. */
export function destinationRulesToStore(inputs: readonly DestinationRuleInput[], settings: EarnSettings): RulesCheck {
  const checked = checkDestinationRules(inputs);
  return checked.ok ? tagDestinationRules(checked.rules, settings) : checked;
}

/** The device a rule can name, from the User-Agent: a tablet counts by its system; bots and others have none. */
export function visitorDevice(userAgent: string | null | undefined): RuleDevice | undefined {
  const { device, os, bot } = classifyUserAgent(userAgent);
  if (bot) return undefined;
  if (os === 'ios') return 'ios';
  if (os === 'android') return 'android';
  return device === 'desktop' ? 'desktop' : undefined;
}

export const ruleMatches = (rule: DestinationRule, visitor: RuleVisitor): boolean =>
  (rule.countries.length === 0 || (!!visitor.country && rule.countries.includes(visitor.country))) &&
  (rule.device === undefined || rule.device === visitor.device);

/** The first rule the visitor matches with its number (from 1), or undefined. */
export function matchingRule(
  rules: readonly DestinationRule[],
  visitor: RuleVisitor,
): { rule: DestinationRule; number: number } | undefined {
  const index = rules.findIndex((rule) => ruleMatches(rule, visitor));
  const rule = rules[index];
  return rule ? { rule, number: index + 1 } : undefined;
}
