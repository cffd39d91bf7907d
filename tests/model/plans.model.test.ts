import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS, paymentPagePath } from '../../src/domain/billing-pages';
import {
  isChoosable,
  plansMachine,
  type PlansEvent,
  type PlansSnapshot,
  type PricingModel,
} from '../../src/machines/plans.machine';
import { pricingModel } from '../support/billing-fixtures';
import { done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as PlansEvent;
const MODEL: PricingModel = pricingModel(75);

const loaded = ev(done('getPricingModel', MODEL));
const offline = ev(failed('getPricingModel', new Error('offline')));
const CHOICES: PlansEvent[] = ['free', 'deeplink', 'pro', 'unknown'].map((lookupKey) => ({
  type: 'plans.choose',
  lookupKey,
}));

function eventsFor(snapshot: PlansSnapshot): PlansEvent[] {
  const events: PlansEvent[] = [{ type: 'plans.retry' }, ...CHOICES];
  if (snapshot.matches('loading')) events.push(loaded, offline);
  return events;
}

describe('the plans page (setting/newPrice/index)', () => {
  it('plans: every state and transition; only a tier on sale the shop is not on leads to Payment', async () => {
    const coverage = await exploreModel<typeof plansMachine, CallLog>({
      name: 'plans',
      machine: plansMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, m: s.context.model !== null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: plansMachine.provide({ actors: recordingActors(log, ['getPricingModel']) as never }),
          effects: log,
        };
      },
      observe: (actor, log) => recordEmitted(actor, log),
      assertStep: ({ snapshot, event, effects }) => {
        if (event.type === 'plans.choose') {
          const navigated = effects.emitted.at(-1);
          const allowed = event.lookupKey === 'pro' && snapshot.matches('ready');
          if (allowed) expect(navigated).toEqual({ type: 'route.navigate', path: paymentPagePath('pro') });
          else expect(effects.emitted.filter((e) => e.type === 'route.navigate')).toEqual([]);
        }
        if (event === offline) expect(snapshot.context.failure).toBe(BILLING_TEXTS.plansLoadFailed);
        if (snapshot.matches('loading'))
          expect(effects.calls.at(-1)).toEqual({ actor: 'getPricingModel', input: undefined });
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('the free plan, the current plan and an unknown key are never choosable', () => {
    expect(['free', 'deeplink', 'pro', 'unknown'].filter((key) => isChoosable(MODEL, key))).toEqual(['pro']);
    expect(isChoosable({ ...MODEL, currentPlanId: 0 }, 'deeplink')).toBe(true);
    expect(isChoosable(null, 'pro')).toBe(false);
  });
});
