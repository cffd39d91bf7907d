import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { accountInfoMachine, type AccountInfoEvent } from '../../src/machines/account-info.machine';
import { countOf, done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof accountInfoMachine>;
const FACTS = { hasPassword: true, referCode: 'JANE1234' };
const ev = (e: unknown) => e as AccountInfoEvent;

function events(snapshot: Snap): AccountInfoEvent[] {
  const out: AccountInfoEvent[] = [{ type: 'account.retry' }];
  if (snapshot.matches('loading'))
    out.push(
      ev(done('readAccountFacts', FACTS)),
      ev(failed('readAccountFacts', serverError('Cannot reach Linkmint.', 599))),
    );
  return out;
}

describe('account info (the account page)', () => {
  it('account-info: every state and transition; the facts are read for the session account, again on retry', async () => {
    const coverage = await exploreModel({
      name: 'account-info',
      machine: accountInfoMachine,
      input: { userId: 'u1' },
      events,
      arrange: () => {
        const log = newCallLog();
        return {
          machine: accountInfoMachine.provide({ actors: recordingActors(log, ['readAccountFacts']) as never }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: AccountInfoEvent[] }) => {
        expect(effects.calls).toEqual(
          Array.from({ length: 1 + countOf(path, 'account.retry') }, () => ({
            actor: 'readAccountFacts',
            input: { userId: 'u1' },
          })),
        );
        expect(snapshot.context.facts).toEqual(snapshot.matches('ready') ? FACTS : null);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
