/**
 * The Destination rules section of a short link's page and of a bio button in the bio page editor: an ordered list
 * of rules (countries and/or a device, each with its own destination) that the redirect tries in order before the
 * link's own destination. The creator adds, edits, reorders and removes rules in a draft and saves the whole list
 * (set_shortlink_rules / set_button_rules); the draft is checked with the server's own rules before it is sent.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getButtonRules, setButtonRules } from '../api/bio-link';
import { getShortlinkRules, setShortlinkRules } from '../api/short-links';
import {
  checkDestinationRules,
  DESTINATION_RULES_MAX,
  RULE_DEVICES,
  type DestinationRule,
  type DestinationRuleInput,
  type RuleDevice,
} from '../domain/destination-rules';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

/** Whose rules: a short link by code, or a bio button by id. */
export type RulesTarget = { kind: 'short-link'; code: string } | { kind: 'bio-button'; id: string };

/** A rule as the form holds it: the countries as typed (codes separated by commas or spaces). */
export interface DraftRule {
  countries: string;
  device: RuleDevice | '';
  destination: string;
  keepUntagged: boolean;
}

export interface DestinationRulesContext {
  target: RulesTarget;
  rules: DraftRule[];
  /** Why the rules could not be read or saved, or what is wrong with the draft (naming the rule). */
  failure: string | null;
}

export type DestinationRulesEvent =
  | { type: 'rules.retry' }
  | { type: 'rules.add' }
  | { type: 'rules.remove'; index: number }
  | { type: 'rules.move'; index: number; delta: -1 | 1 }
  | { type: 'rule.countries'; index: number; countries: string }
  | { type: 'rule.device'; index: number; device: RuleDevice | '' }
  | { type: 'rule.destination'; index: number; destination: string }
  | { type: 'rule.keep'; index: number; keep: boolean }
  | { type: 'rules.save' };

export type DestinationRulesEmitted = { type: 'toast.show'; text: string };

export const RULES_LOAD_FAILED = 'The destination rules could not be loaded. Check your connection and try again.';
export const RULES_SAVE_FAILED = 'The destination rules could not be saved. Check your connection and try again.';
export const RULES_SAVED_TEXT = 'Destination rules saved';
export const DEVICE_LABELS: Readonly<Record<RuleDevice, string>> = {
  ios: 'iOS',
  android: 'Android',
  desktop: 'Desktop',
};
export { RULE_DEVICES };

const EMPTY_RULE: DraftRule = { countries: '', device: '', destination: '', keepUntagged: false };

export const draftOf = (rule: DestinationRule): DraftRule => ({
  countries: rule.countries.join(', '),
  device: rule.device ?? '',
  destination: rule.destination,
  keepUntagged: rule.keepUntagged ?? false,
});

/** What the save sends for the draft. */
export const inputsOf = (rules: readonly DraftRule[]): DestinationRuleInput[] =>
  rules.map((rule) => ({
    countries: rule.countries.split(/[\s,;]+/).filter((code) => code !== ''),
    ...(rule.device ? { device: rule.device } : {}),
    destination: rule.destination.trim(),
    ...(rule.keepUntagged ? { keepUntagged: true } : {}),
  }));

const draftProblem = (rules: readonly DraftRule[]) => {
  const checked = checkDestinationRules(inputsOf(rules));
  return checked.ok ? null : checked.message;
};

type Saved = { rules: DestinationRule[] };

const withRule = (rules: readonly DraftRule[], index: number, change: Partial<DraftRule>) =>
  rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule));

export const destinationRulesMachine = setup({
  types: {
    input: {} as { target: RulesTarget },
    context: {} as DestinationRulesContext,
    events: {} as DestinationRulesEvent,
    emitted: {} as DestinationRulesEmitted,
  },
  actors: {
    /** get_shortlink_rules for a link, get_button_rules for a bio button. */
    getDestinationRules: fromPromise<Saved, RulesTarget>(({ input, signal }) =>
      input.kind === 'short-link'
        ? getShortlinkRules({ code: input.code }, { signal, ignoreErrors: true })
        : getButtonRules({ id: input.id }, { signal, ignoreErrors: true }),
    ),
    /** set_shortlink_rules for a link, set_button_rules for a bio button. */
    setDestinationRules: fromPromise<Saved, { target: RulesTarget; rules: DestinationRuleInput[] }>(
      ({ input: { target, rules } }) =>
        target.kind === 'short-link'
          ? setShortlinkRules({ code: target.code, rules }, { ignoreErrors: true })
          : setButtonRules({ id: target.id, rules }, { ignoreErrors: true }),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => draftProblem(context.rules) === null,
    canAddRule: ({ context }) => context.rules.length < DESTINATION_RULES_MAX,
    canMove: ({ context, event }) =>
      event.type === 'rules.move' &&
      event.index + event.delta >= 0 &&
      event.index + event.delta < context.rules.length &&
      event.index < context.rules.length,
  },
  actions: {
    assignSaved: assign((_, output: Saved) => ({ rules: output.rules.map(draftOf), failure: null })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, RULES_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, RULES_SAVE_FAILED),
    })),
    assignDraftProblem: assign(({ context }) => ({ failure: draftProblem(context.rules) })),
    assignAdded: assign(({ context }) => ({ rules: [...context.rules, EMPTY_RULE], failure: null })),
    assignRemoved: assign(({ context, event }) =>
      event.type === 'rules.remove' ? { rules: context.rules.filter((_, i) => i !== event.index), failure: null } : {},
    ),
    assignMoved: assign(({ context, event }) => {
      if (event.type !== 'rules.move') return {};
      const rules = [...context.rules];
      const [moved] = rules.splice(event.index, 1);
      if (moved) rules.splice(event.index + event.delta, 0, moved);
      return { rules, failure: null };
    }),
    assignField: assign(({ context, event }) => {
      switch (event.type) {
        case 'rule.countries':
          return { rules: withRule(context.rules, event.index, { countries: event.countries }), failure: null };
        case 'rule.device':
          return { rules: withRule(context.rules, event.index, { device: event.device }), failure: null };
        case 'rule.destination':
          return { rules: withRule(context.rules, event.index, { destination: event.destination }), failure: null };
        case 'rule.keep':
          return { rules: withRule(context.rules, event.index, { keepUntagged: event.keep }), failure: null };
        default:
          return {};
      }
    }),
    notifySaved: emit({ type: 'toast.show', text: RULES_SAVED_TEXT }),
  },
}).createMachine({
  id: 'destinationRules',
  description:
    "A link's or a bio button's destination rules: countries and/or a device, each with its own destination, tried in order before the link's own destination; at most 20.",
  context: ({ input }) => ({ target: input.target, rules: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the saved rules (get_shortlink_rules or get_button_rules).',
      tags: ['busy'],
      invoke: {
        id: 'getDestinationRules',
        src: 'getDestinationRules',
        input: ({ context }) => context.target,
        onDone: {
          target: 'editing',
          actions: { type: 'assignSaved', params: doneOutput },
          description: 'The saved rules fill the form.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'The call failed: say why and offer to retry.',
        },
      },
    },
    failed: {
      description: 'The rules could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'rules.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'The rules show in order, each editable, with add, move, remove and save.',
      on: {
        'rules.add': { guard: 'canAddRule', actions: 'assignAdded', description: 'An empty rule goes at the end.' },
        'rules.remove': { actions: 'assignRemoved', description: 'A rule is taken out of the draft.' },
        'rules.move': {
          guard: 'canMove',
          actions: 'assignMoved',
          description: 'A rule moves one place earlier or later: the earlier of two matching rules wins.',
        },
        'rule.countries': { actions: 'assignField', description: 'Country codes are typed or picked.' },
        'rule.device': { actions: 'assignField', description: 'A device is chosen (or none).' },
        'rule.destination': { actions: 'assignField', description: 'The destination is typed.' },
        'rule.keep': {
          actions: 'assignField',
          description: 'The creator keeps an address that cannot carry their tag untagged, or changes their mind.',
        },
        'rules.save': [
          { guard: 'isDraftValid', target: 'saving', description: 'Every rule is complete: save the list.' },
          { actions: 'assignDraftProblem', description: 'A rule is incomplete or wrong: say which and why.' },
        ],
      },
    },
    saving: {
      description: 'The whole list is saved (set_shortlink_rules or set_button_rules).',
      tags: ['busy'],
      invoke: {
        id: 'setDestinationRules',
        src: 'setDestinationRules',
        input: ({ context }) => ({ target: context.target, rules: inputsOf(context.rules) }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved'],
          description: 'Saved: the form shows the rules as stored (codes upper case, addresses tagged).',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused (a rule the earn rule cannot tag…) or failed: say why, keep the draft.',
        },
      },
    },
  },
});

export type DestinationRulesSnapshot = SnapshotFrom<typeof destinationRulesMachine>;

export const card = {
  machine: destinationRulesMachine,
  title: 'Destination rules',
  spec: 'issue 28: destination rules by country and device',
  screen: 'linkDetail',
  input: { target: { kind: 'short-link', code: 'Ab3dE7xQ' } },
} satisfies MachineCard<typeof destinationRulesMachine>;
