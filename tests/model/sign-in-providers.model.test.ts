import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { NO_SOCIAL_SIGN_IN, signInProvidersMachine } from '../../src/machines/sign-in-providers.machine';
import { done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof signInProvidersMachine>;
type Ev = Parameters<typeof signInProvidersMachine.transition>[1];

const ev = (e: unknown) => e as Ev;
const facebookOnly = ev(done('signInProviders', { facebook: true, apple: false }));
const none = ev(done('signInProviders', { facebook: false, apple: false }));
const offline = ev(failed('signInProviders', new Error('offline')));

describe('sign-in providers (the social buttons of the sign-in page)', () => {
  it('sign-in-providers: every state and transition; nothing is offered before or without the answer', async () => {
    const coverage = await exploreModel<typeof signInProvidersMachine, CallLog>({
      name: 'sign-in-providers',
      machine: signInProvidersMachine,
      events: (s: Snap) => (s.matches('loading') ? [facebookOnly, none, offline] : []),
      serializeState: (s) => JSON.stringify({ v: s.value, p: s.context.providers }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: signInProvidersMachine.provide({ actors: recordingActors(log, ['signInProviders']) as never }),
          effects: log,
        };
      },
      assertStep: ({ snapshot, event, effects }) => {
        expect(effects.calls.map((c) => c.actor)).toEqual(['signInProviders']);
        if (event === facebookOnly) expect(snapshot.context.providers).toEqual({ facebook: true, apple: false });
        if (!snapshot.matches('ready')) expect(snapshot.context.providers).toEqual(NO_SOCIAL_SIGN_IN);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
