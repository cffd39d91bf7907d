import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../../src/domain/billing-pages';
import {
  isCancellable,
  subscriptionMachine,
  type Subscription,
  type SubscriptionEvent,
  type SubscriptionSnapshot,
} from '../../src/machines/subscription.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as SubscriptionEvent;
const PERIOD = { currentPeriodStart: '2026-11-25T23:00:00.000Z', currentPeriodEnd: '2026-12-25T23:00:00.000Z' };
const ACTIVE: Subscription = {
  planId: 199,
  name: 'Pro',
  lookup_key: 'pro',
  status: 'active',
  cancelAtPeriodEnd: false,
  ...PERIOD,
};
const ENDING: Subscription = { ...ACTIVE, cancelAtPeriodEnd: true };
const FREE: Subscription = { planId: 0, name: 'Free', status: 'none', cancelAtPeriodEnd: false };
const CARD = { hasPaymentInfo: true, cardBrand: 'Visa', cardLast4: '4242', cardExpMonth: 12, cardExpYear: 2030 };

const loadedActive = ev(done('loadSubscription', { subscription: ACTIVE, billInfo: CARD }));
const loadedFree = ev(done('loadSubscription', { subscription: FREE, billInfo: { hasPaymentInfo: false } }));
const offline = ev(failed('loadSubscription', new Error('offline')));
const cancelled = ev(done('cancelSubscription', ENDING));
const refused = ev(failed('cancelSubscription', serverError('Your shop has no paid plan to cancel.', 409)));

function eventsFor(snapshot: SubscriptionSnapshot): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [
    { type: 'subscription.retry' },
    { type: 'subscription.cancel' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
  ];
  if (snapshot.matches('loading')) events.push(loadedActive, loadedFree, offline);
  if (snapshot.matches({ ready: 'cancelling' })) events.push(cancelled, refused);
  return events;
}

describe('the plan card and cancelling (setting/billing)', () => {
  it('subscription: every state and transition; a plan is cancelled only after the confirmation, once', async () => {
    const coverage = await exploreModel<typeof subscriptionMachine, CallLog>({
      name: 'subscription',
      machine: subscriptionMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, d: s.context.data, f: s.context.failure, c: s.context.cancelFailure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: subscriptionMachine.provide({
            actors: recordingActors(log, ['loadSubscription', 'cancelSubscription']) as never,
          }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        const cancels = effects.calls.filter((c) => c.actor === 'cancelSubscription').length;
        // One cancellation per confirmation, and none without one.
        expect(cancels).toBe(
          path.filter((e, i) => e.type === 'cancel.confirm' && path[i - 1]?.type === 'subscription.cancel').length,
        );
        if (snapshot.matches({ ready: 'confirming' })) expect(isCancellable(context.data?.subscription)).toBe(true);
        if (event === cancelled) expect(context.data?.subscription.cancelAtPeriodEnd).toBe(true);
        if (event === refused) expect(context.cancelFailure).toBe('Your shop has no paid plan to cancel.');
        if (event === offline) expect(context.failure).toBe(BILLING_TEXTS.subscriptionLoadFailed);
        expect(snapshot.hasTag('confirm-visible')).toBe(
          snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'cancelling' }),
        );
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('only a running paid plan not yet set to end can be cancelled', () => {
    expect([ACTIVE, ENDING, FREE, undefined].map(isCancellable)).toEqual([true, false, false, false]);
    expect(isCancellable({ ...ACTIVE, status: 'canceled' })).toBe(false);
  });
});
