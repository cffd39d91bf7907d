import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { checkDestinationRules, RULE_MESSAGES, type DestinationRuleInput } from '../../src/domain/destination-rules';
import {
  destinationRulesMachine,
  inputsOf,
  RULES_LOAD_FAILED,
  RULES_SAVE_FAILED,
  RULES_SAVED_TEXT,
  type DestinationRulesEvent,
  type DestinationRulesSnapshot,
  type RulesTarget,
} from '../../src/machines/destination-rules.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const UK = 'https://www.amazon.co.uk/dp/B09B8V1LZ3';
const SAVED = {
  rules: [{ countries: ['GB'], destination: `${UK}?tag=jane-21` }],
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as DestinationRulesEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as DestinationRulesEvent;
const refusal = new ApiError({
  code: 400,
  message: RULE_MESSAGES.earn(1, 'Add a tag.'),
  path: '/app/set_shortlink_rules',
});
const loaded = done('getDestinationRules', SAVED);
const offline = error('getDestinationRules', new Error('offline'));
const saved = done('setDestinationRules', SAVED);
const refused = error('setDestinationRules', refusal);
const lost = error('setDestinationRules', new Error('offline'));

/** The draft is kept to at most two rules, so the graph stays finite. */
function eventsFor(snapshot: DestinationRulesSnapshot): DestinationRulesEvent[] {
  const events: DestinationRulesEvent[] = [{ type: 'rules.retry' }, { type: 'rules.save' }];
  if (snapshot.context.rules.length < 2) events.push({ type: 'rules.add' });
  if (snapshot.context.rules.length > 0)
    events.push(
      { type: 'rules.remove', index: 0 },
      { type: 'rules.move', index: 0, delta: 1 },
      { type: 'rules.move', index: 0, delta: -1 },
      { type: 'rule.countries', index: 0, countries: 'gb' },
      { type: 'rule.device', index: 0, device: 'ios' },
      { type: 'rule.destination', index: 0, destination: UK },
      { type: 'rule.keep', index: 0, keep: true },
    );
  if (snapshot.matches('loading')) events.push(loaded, offline);
  if (snapshot.matches('saving')) events.push(saved, refused, lost);
  return events;
}

interface Effects {
  reads: RulesTarget[];
  saves: Array<{ target: RulesTarget; rules: DestinationRuleInput[] }>;
  emitted: AnyEventObject[];
}

describe('destination rules (myLinks/detail and the bio button editor)', () => {
  it.each<[string, RulesTarget]>([
    ['short link', { kind: 'short-link', code: 'Ab3dE7x1' }],
    ['bio button', { kind: 'bio-button', id: 'btn-1' }],
  ])('destination-rules (%s): every state and transition, with the calls and toasts', async (_name, target) => {
    const result = await exploreModel<typeof destinationRulesMachine, Effects>({
      name: 'destination-rules',
      machine: destinationRulesMachine,
      input: { target },
      events: eventsFor,
      // What matters to the graph: the state, how many rules, whether the draft would be sent, and whether a failure shows.
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          n: s.context.rules.length,
          ok: checkDestinationRules(inputsOf(s.context.rules)).ok,
          f: s.context.failure !== null,
        }),
      arrange: () => {
        const effects: Effects = { reads: [], saves: [], emitted: [] };
        const machine = destinationRulesMachine.provide({
          actors: {
            getDestinationRules: fromPromise<typeof SAVED, RulesTarget>(
              ({ input }) => (effects.reads.push(input), new Promise(() => {})),
            ),
            setDestinationRules: fromPromise<typeof SAVED, { target: RulesTarget; rules: DestinationRuleInput[] }>(
              ({ input }) => (effects.saves.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loading')) expect(effects.reads.at(-1)).toEqual(target);
        if (event === offline) expect(context.failure).toBe(RULES_LOAD_FAILED);
        if (event === loaded || event === saved)
          expect(context.rules).toEqual([
            { countries: 'GB', device: '', destination: `${UK}?tag=jane-21`, keepUntagged: false },
          ]);
        if (event === saved) expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: RULES_SAVED_TEXT });
        if (snapshot.matches('saving')) {
          const sent = effects.saves.at(-1);
          expect(sent?.target).toEqual(target);
          expect(sent?.rules).toHaveLength(context.rules.length);
          for (const rule of sent?.rules ?? [])
            expect(rule.countries?.every((c) => c.trim() === c && c !== '')).toBe(true);
        }
        if (event === refused) expect(context.failure).toBe(refusal.message);
        if (event === lost) expect(context.failure).toBe(RULES_SAVE_FAILED);
        // A save that is not sent names the rule at fault.
        if (event.type === 'rules.save' && snapshot.matches('editing')) expect(context.failure).toMatch(/^Rule \d+: /);
        expect(context.rules.length).toBeLessThanOrEqual(2);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('saving'));
      },
    });
    expect(reportCoverage(result)).toMatch(/states (\d+)\/\1, transitions (\d+)\/\2/);
    expect(uncovered(result)).toEqual({ states: [], transitions: [] });
  });
});
