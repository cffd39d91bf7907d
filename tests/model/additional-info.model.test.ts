import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import {
  additionalInfoMachine,
  type AdditionalInfoEvent,
  type ProfileCompletion,
} from '../../src/machines/additional-info.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { fieldMessage } from '../../src/machines/availability-checks';
import { FORM_MESSAGES, TAKEN_MESSAGES } from '../../src/domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  listeningChild,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { userInfoOf } from '../support/session-fixtures';

type Snap = SnapshotFrom<typeof additionalInfoMachine>;

const OWN = 'jane.links';
const NEW = 'jane.picks';
/** A creator who registered without a handle (launch forces this page), and one who has one (Account info). */
const NO_HANDLE: ProfileCompletion = {
  settings: { email: 'jane@example.com', industry: 'fashion', trackingIdList: [] },
  missingFields: ['handle', 'numbersOfFollowers', 'amazonTrackingId'],
};
const WITH_HANDLE: ProfileCompletion = {
  settings: { ...NO_HANDLE.settings, handle: OWN },
  missingFields: ['numbersOfFollowers', 'amazonTrackingId'],
};
const SAVED = userInfoOf({ handle: NEW });
const TAKEN_MEANWHILE = serverError('This handle is already taken.', 409, '/setting/v3/saveInfo');

function events(snapshot: Snap): AdditionalInfoEvent[] {
  const { values, currentHandle } = snapshot.context;
  // The industries answer first; the page is explored once they have.
  if (snapshot.matches({ industries: 'loading' }))
    return [
      done('industryListV2', [{ id: 'fashion', name: 'Fashion' }]),
      failed('industryListV2', new Error('offline')),
    ] as never;
  const out: unknown[] = [{ type: 'session.logout' }];
  if (snapshot.matches({ industries: 'failed' })) out.push({ type: 'industries.retry' });
  if (snapshot.matches({ page: 'loading' }))
    out.push(
      done('getInfoV3', NO_HANDLE),
      done('getInfoV3', WITH_HANDLE),
      failed('getInfoV3', serverError('Cannot reach Linkmint.', 599)),
    );
  if (snapshot.matches({ page: 'loadFailed' })) out.push({ type: 'additional.retry' });
  if (snapshot.matches({ page: 'editing' })) {
    if (values.handle !== NEW) out.push(fieldChange('handle', NEW));
    // Back to the creator's own handle: it is not "taken" and is not asked about.
    else if (currentHandle === OWN) out.push(fieldChange('handle', OWN));
    else {
      out.push({ type: 'availability.changed', kind: 'identity', status: 'taken', taken: ['handle'] });
      out.push({ type: 'availability.changed', kind: 'identity', status: 'available', taken: [] });
    }
    out.push(fieldBlur('handle'), { type: 'additional.submit' }, { type: 'additional.leave' });
  }
  if (snapshot.matches({ page: 'saving' })) out.push(done('saveInfoV3', SAVED), failed('saveInfoV3', TAKEN_MEANWHILE));
  return out as AdditionalInfoEvent[];
}

function arrange() {
  const log = newCallLog();
  const machine = additionalInfoMachine.provide({
    actors: {
      ...recordingActors(log, ['industryListV2', 'getInfoV3', 'saveInfoV3']),
      availability: listeningChild(log, 'availability'),
    } as never,
  });
  return { machine, effects: log };
}

const emitted = (effects: CallLog, type: string) => effects.emitted.filter((e) => e.type === type);

function assertStep({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: AdditionalInfoEvent[] }) {
  const { context } = snapshot;
  const forced = snapshot.matches({ mode: 'forced' });
  const loaded = (path as readonly AnyEventObject[]).find((e) => e.type === 'xstate.done.actor.getInfoV3') as
    { output: ProfileCompletion } | undefined;
  // Forced exactly when the route asked (isForce=1) and the creator has no handle; then the page cannot be left.
  expect(forced).toBe(loaded !== undefined && !loaded.output.settings.handle);
  expect(snapshot.hasTag('forced')).toBe(forced);
  expect(snapshot.can({ type: 'additional.leave' })).toBe(snapshot.matches({ mode: 'optional' }));
  expect(snapshot.hasTag('busy')).toBe(
    ['loading', 'saving', 'saved'].some((s) => snapshot.matches({ page: s } as never)),
  );
  // Leaving only from an optional page, logging out from anywhere: each asks the runtime once.
  expect(emitted(effects, 'route.back')).toHaveLength(countOf(path, 'additional.leave'));
  if (forced) expect(emitted(effects, 'route.back')).toEqual([]);
  expect(emitted(effects, 'session.logout')).toHaveLength(countOf(path, 'session.logout'));
  // The handle is required here, whatever registration allowed; a handle known to be taken is never sent.
  for (const call of effects.calls.filter((c) => c.actor === 'saveInfoV3')) {
    expect([
      { handle: NEW, industry: 'fashion' },
      { handle: OWN, industry: 'fashion' },
    ]).toContainEqual(call.input);
  }
  if (snapshot.matches({ page: 'saving' })) expect(context.availability.identity.taken).toEqual([]);
  if (context.errors.handle) expect(context.errors.handle).toBe(FORM_MESSAGES.handleRequired);
  // A rule's sentence comes first; a valid handle another account uses says so.
  if (context.availability.identity.taken.includes('handle'))
    expect(fieldMessage(context, 'handle')).toBe(context.errors.handle ?? TAKEN_MESSAGES.handle);
  // The checker never hears the creator's own handle.
  for (const call of effects.calls.filter((c) => c.actor === 'availability')) {
    expect((call.input as { values: { handle?: string } }).values.handle).not.toBe(OWN);
  }
  // A save: 'save successful!' and the new user info; a forced page is complete and relaunches into the app,
  // an optional one stays open.
  const saves = countOf(path, 'xstate.done.actor.saveInfoV3');
  expect(emitted(effects, 'toast.show')).toEqual(Array(saves).fill({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }));
  expect(emitted(effects, 'session.userInfoChanged')).toEqual(
    Array(saves).fill({ type: 'session.userInfoChanged', userInfo: SAVED, relaunch: forced }),
  );
  expect(snapshot.matches({ page: 'saved' })).toBe(forced && saves > 0);
  if (saves > 0 && !forced) expect(context.currentHandle).toBe(NEW);
  if (snapshot.matches({ page: { editing: 'failed' } })) expect(context.failure).toBe(TAKEN_MEANWHILE.message);
}

describe('additional info machine', () => {
  it('additionalInfo (isForce=1): every state and transition; forced without a handle, saving relaunches; optional with one', async () => {
    const coverage = await exploreModel({
      name: 'additional-info',
      machine: additionalInfoMachine,
      input: { isForce: true },
      events,
      arrange,
      observe: recordEmitted,
      assertStep,
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);

  it('without isForce=1 the page is never forced, even for a creator without a handle', () => {
    const { machine } = arrange();
    const actor = createActor(machine, { input: { isForce: false } }).start();
    actor.send(done('getInfoV3', NO_HANDLE) as never);
    expect(actor.getSnapshot().matches({ mode: 'optional' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'additional.leave' })).toBe(true);
    actor.stop();
  });
});
