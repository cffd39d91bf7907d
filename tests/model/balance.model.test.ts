import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../../src/domain/billing-pages';
import {
  balanceMachine,
  type BalanceEvent,
  type BalanceSnapshot,
  type BalanceSummary,
} from '../../src/machines/balance.machine';
import { usd } from '../support/billing-fixtures';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as BalanceEvent;
const SUMMARY: BalanceSummary = {
  balance: usd(1_500),
  referralCredits: usd(1_500),
  readyToPay: usd(304),
  pending: usd(850),
  settlementsPaid: usd(4_200),
  referralCode: 'JANE42',
  referredShops: 2,
};
const loaded = ev(done('getBalance', SUMMARY));
const offline = ev(failed('getBalance', new Error('offline')));
const refused = ev(failed('getBalance', serverError('The ledger is being rebuilt; try again in a minute.', 503)));

function eventsFor(snapshot: BalanceSnapshot): BalanceEvent[] {
  return snapshot.matches('loading') ? [loaded, offline, refused] : [{ type: 'balance.retry' }];
}

describe('income (setting/balance/index)', () => {
  it("balance: every state and transition; the server's sentence or ours when it could not be read", async () => {
    const coverage = await exploreModel<typeof balanceMachine, CallLog>({
      name: 'balance',
      machine: balanceMachine,
      events: eventsFor,
      serializeState: (s) => JSON.stringify({ v: s.value, b: s.context.balance !== null, f: s.context.failure }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: balanceMachine.provide({ actors: recordingActors(log, ['getBalance']) as never }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, event, effects, path }) => {
        const { context } = snapshot;
        expect(effects.calls.length).toBe(1 + path.filter((e) => e.type === 'balance.retry').length);
        if (event === loaded) expect(context.balance).toEqual(SUMMARY);
        if (event === offline) expect(context.failure).toBe(BILLING_TEXTS.balanceLoadFailed);
        if (event === refused) expect(context.failure).toBe('The ledger is being rebuilt; try again in a minute.');
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
