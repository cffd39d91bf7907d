import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BILLING_PATHS, BILLING_TEXTS, CHECKOUT_POLL_ATTEMPTS } from '../../src/domain/billing-pages';
import { DEFAULT_LOOKUP_KEY } from '../../src/domain/plans';
import {
  canBuy,
  checkoutMachine,
  switchesWithCardOnFile,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutOffer,
  type CheckoutSnapshot,
  type CheckoutStatus,
} from '../../src/machines/checkout.machine';
import { planQuote, PLANS, usd } from '../support/billing-fixtures';
import {
  after,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { exploreModel, mergeCoverage, reportCoverage, uncovered, type Coverage } from '../support/model-harness';

const ev = (e: unknown) => e as CheckoutEvent;
const [free, starter, pro] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];
const SESSION = {
  sessionId: 'cs_1',
  url: 'http://127.0.0.1:8080/checkout/cs_1',
  expiresAt: '2026-11-26T23:00:00Z',
  planId: 199,
  amount: usd(19_900),
  provider: 'local',
};
const status = (s: CheckoutStatus['status'], paymentStatus: CheckoutStatus['paymentStatus']): CheckoutStatus => ({
  sessionId: 'cs_1',
  status: s,
  paymentStatus,
  planId: 199,
});

/** A free creator (a purchase); one paying for Starter (a change); one already on the plan chosen (refused). */
const NEW_BUYER: CheckoutOffer = { plan: pro, currentPlan: null, quote: planQuote('purchase'), refusal: null };
const SWITCHER: CheckoutOffer = { plan: pro, currentPlan: starter, quote: planQuote('change'), refusal: null };
const ON_IT: CheckoutOffer = { plan: pro, currentPlan: pro, quote: null, refusal: 'You are already on the Pro plan.' };

const OFFERS = [NEW_BUYER, SWITCHER, ON_IT].map((offer) => ev(done('loadOffer', offer)));
const loadFailed = ev(failed('loadOffer', new Error('offline')));
const opened = ev(done('createCheckoutSessionV2', SESSION));
const refused = ev(failed('createCheckoutSessionV2', serverError('Your shop is already on this plan.', 409)));
const switched = ev(done('addPlan', { planId: 199, name: 'Pro', status: 'active', cancelAtPeriodEnd: false }));
const switchRefused = ev(failed('addPlan', new Error('offline')));
const paid = ev(done('checkCreateSessionStatus', status('complete', 'paid')));
const unpaid = ev(done('checkCreateSessionStatus', status('complete', 'unpaid')));
const expired = ev(done('checkCreateSessionStatus', status('expired', 'unpaid')));
const stillOpen = ev(done('checkCreateSessionStatus', status('open', 'unpaid')));
const unreadable = ev(failed('checkCreateSessionStatus', new Error('offline')));
const pollElapsed = ev(after('pollInterval', 'checkout.waiting'));

function eventsFor(snapshot: CheckoutSnapshot): CheckoutEvent[] {
  const events: CheckoutEvent[] = [
    { type: 'checkout.start' },
    { type: 'checkout.retry' },
    { type: 'checkout.billing' },
    { type: 'checkout.plans' },
  ];
  if (snapshot.matches('loading')) events.push(...OFFERS, loadFailed);
  if (snapshot.matches('starting')) events.push(opened, refused);
  if (snapshot.matches('switching')) events.push(switched, switchRefused);
  if (snapshot.matches('confirming')) events.push(paid, unpaid, expired, stillOpen, unreadable);
  if (snapshot.matches('waiting')) events.push(pollElapsed);
  return events;
}

const explore = (input: CheckoutInput): Promise<Coverage> =>
  exploreModel<typeof checkoutMachine, CallLog>({
    name: 'checkout',
    machine: checkoutMachine,
    input,
    events: eventsFor,
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        o: s.context.offer,
        a: s.context.attempts,
        f: s.context.failure,
        s: s.context.sessionId,
        p: s.context.subscription !== null,
      }),
    arrange: () => {
      const log = newCallLog();
      const actors = recordingActors(log, [
        'loadOffer',
        'createCheckoutSessionV2',
        'addPlan',
        'checkCreateSessionStatus',
      ]);
      return { machine: checkoutMachine.provide({ actors: actors as never }), effects: log };
    },
    observe: (actor, log) => recordEmitted(actor, log),
    assertStep: ({ snapshot, event, effects, path }) => {
      const { context } = snapshot;
      const last = effects.calls.at(-1);
      const lookupKey = input.page === 'payment' ? (input.lookupKey ?? DEFAULT_LOOKUP_KEY) : null;
      if (snapshot.matches('loading')) expect(last).toEqual({ actor: 'loadOffer', input: { lookupKey } });
      // The plan chosen is what is paid for, by checkout or by the card on file, never anything else.
      if (snapshot.matches('starting'))
        expect(last).toEqual({ actor: 'createCheckoutSessionV2', input: { lookupKey } });
      if (snapshot.matches('switching')) {
        expect(context.offer).toEqual(SWITCHER);
        expect(last).toEqual({ actor: 'addPlan', input: { lookupKey } });
      }
      if (snapshot.matches('confirming'))
        expect(last).toEqual({ actor: 'checkCreateSessionStatus', input: { sessionId: 'cs_1' } });
      // The browser leaves for the checkout page exactly when a session was opened, for that session's address.
      const leaves = effects.emitted.filter((e) => e.type === 'route.external');
      expect(leaves).toEqual(
        path.filter((e) => e === opened).map(() => ({ type: 'route.external', url: SESSION.url })),
      );
      if (event === opened) expect(snapshot.matches('leaving')).toBe(true);
      if (event === refused) expect(context.failure).toBe('Your shop is already on this plan.');
      if (event === switchRefused) expect(context.failure).toBe(BILLING_TEXTS.checkoutFailed);
      if (event === loadFailed) expect(context.failure).toBe(BILLING_TEXTS.plansLoadFailed);
      if (event === unreadable) expect(context.failure).toBe(BILLING_TEXTS.statusFailed);
      if (event.type === 'checkout.billing' && snapshot.matches('paid'))
        expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BILLING_PATHS.billing });
      // The return page never reads a plan, and without a session it asks for nothing at all.
      if (input.page === 'return') expect(effects.calls.filter((c) => c.actor === 'loadOffer')).toEqual([]);
      if (input.page === 'return' && input.sessionId === null) expect(effects.calls).toEqual([]);
      if (
        event.type === 'checkout.plans' &&
        ['cancelled', 'unpaid', 'unavailable', 'noSession'].some((state) => snapshot.matches(state as never))
      ) {
        expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: BILLING_PATHS.plans });
      }
      expect(context.attempts).toBeLessThan(CHECKOUT_POLL_ATTEMPTS);
    },
  });

describe('checkout (setting/plan and setting/stripe)', () => {
  it('checkout: every state and transition, on the Payment page and back from the checkout page', async () => {
    const coverage = mergeCoverage('checkout', [
      await explore({ page: 'payment', lookupKey: 'pro' }),
      await explore({ page: 'return', sessionId: 'cs_1' }),
      await explore({ page: 'return', sessionId: null }),
    ]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('the Payment page without a plan named pays for the default price', () => {
    const log = newCallLog();
    const actor = createActor(checkoutMachine.provide({ actors: recordingActors(log, ['loadOffer']) as never }), {
      input: { page: 'payment' },
    }).start();
    expect(log.calls).toEqual([{ actor: 'loadOffer', input: { lookupKey: 'deeplink' } }]);
    actor.stop();
  });

  it('a plan is bought only when on sale and priced by the server; only a change goes through the card on file', () => {
    expect([NEW_BUYER, SWITCHER, ON_IT].map(canBuy)).toEqual([true, true, false]);
    expect(canBuy({ plan: free, currentPlan: null, quote: null, refusal: null })).toBe(false);
    expect(canBuy({ plan: null, currentPlan: null, quote: null, refusal: null })).toBe(false);
    // The server's quote decides: a shop that pays for a plan changes it, any other pays a checkout.
    expect([NEW_BUYER, SWITCHER, ON_IT].map(switchesWithCardOnFile)).toEqual([false, true, false]);
  });
});
