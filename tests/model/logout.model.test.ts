import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { LOGOUT_CONFIRMATION, logoutMachine, type LogoutEvent } from '../../src/machines/logout.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { after, done, failed, newCallLog, recordingActors, type CallLog } from '../support/flow-fakes';
import { LOGIN_PATH, LOGOUT_RESET_MS } from '../../src/domain/spec-constants';

type Snapshot = SnapshotFrom<typeof logoutMachine>;

const events = [
  { type: 'logout.request' },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  done('logout', { revokedSessions: 1 }),
  failed('logout', new Error('offline')),
  after('logoutResetDelay', 'logout.resetting'),
] as LogoutEvent[];

interface Effects extends CallLog {
  tokenCleared: number;
  seen: number;
}

/** The guard reads the session store; the model fixes whether a token is there. */
const withToken = (present: boolean) => logoutMachine.provide({ guards: { hasToken: () => present } });

function arrange(present: boolean) {
  return () => {
    const log: Effects = { ...newCallLog(), tokenCleared: 0, seen: 0 };
    const machine = withToken(present).provide({
      actors: recordingActors(log, ['logout']) as never,
      actions: { clearToken: () => void log.tokenCleared++ },
    });
    return { machine, effects: log };
  };
}

function assertStep({ snapshot, event, effects }: { snapshot: Snapshot; event: LogoutEvent; effects: Effects }) {
  const fresh = effects.emitted.slice(effects.seen);
  effects.seen = effects.emitted.length;
  expect(snapshot.hasTag('confirm-visible')).toBe(snapshot.matches('confirming') || snapshot.matches('signingOut'));
  expect(snapshot.hasTag('busy')).toBe(snapshot.matches('signingOut'));
  // The server is asked exactly once per confirmed logout.
  if (snapshot.matches('signingOut')) expect(effects.calls.at(-1)).toEqual({ actor: 'logout', input: undefined });
  if (snapshot.matches('resetting')) {
    expect(effects.tokenCleared).toBe(1);
    expect(fresh).toEqual([{ type: 'navigation.relaunch', path: LOGIN_PATH }]);
  }
  if (event.type.startsWith('xstate.after')) {
    // 200 ms later: the rest of the session is reset and the chat shut down.
    expect(fresh).toEqual([{ type: 'session.signedOut' }, { type: 'chat.shutdown' }]);
    expect(snapshot.matches('idle')).toBe(true);
  }
  if (event.type === 'logout.cancel') expect(fresh).toEqual([]);
}

function recordEmitted(actor: { on(type: '*', handler: (e: AnyEventObject) => void): unknown }, effects: Effects) {
  actor.on('*', (e) => void effects.emitted.push(e));
}

describe('logout machine', () => {
  it('logout: every state and transition, with the confirmation, the server call, the relaunch and the reset', async () => {
    const coverage = await exploreModel({
      name: 'logout',
      machine: withToken(true),
      events,
      arrange: arrange(true),
      observe: recordEmitted,
      assertStep: assertStep as never,
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('without a token it only relaunches to login: no confirmation, no server call', () => {
    const { machine, effects } = arrange(false)();
    const actor = createActor(machine);
    recordEmitted(actor, effects);
    actor.start();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('confirm-visible')).toBe(false);
    expect(effects.calls).toEqual([]);
    expect(effects.emitted).toEqual([{ type: 'navigation.relaunch', path: LOGIN_PATH }]);
    actor.stop();
  });

  it('resets the session exactly 200 ms after the token is cleared', async () => {
    const { machine, effects } = arrange(true)();
    const clock = new SimulatedClock();
    const actor = createActor(
      machine.provide({ actors: { logout: fromPromise<unknown>(async () => ({ revokedSessions: 1 })) } }),
      { clock },
    );
    recordEmitted(actor, effects);
    actor.start();
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('resetting');
    clock.increment(LOGOUT_RESET_MS - 1);
    expect(effects.emitted.map((e) => e.type)).toEqual(['navigation.relaunch']);
    clock.increment(1);
    expect(effects.emitted.map((e) => e.type)).toEqual(['navigation.relaunch', 'session.signedOut', 'chat.shutdown']);
    actor.stop();
  });

  it('says what the spec says', () => {
    expect(LOGOUT_CONFIRMATION).toEqual({
      content: 'Are you sure you want to Logout？',
      confirmText: 'OK',
      cancelText: 'Cancel',
    });
  });
});
