import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { editProfileMachine, type EditProfileEvent, type SettingsForm } from '../../src/machines/edit-profile.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { FORM_MESSAGES } from '../../src/domain/form-rules';
import { SAVE_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { userInfoOf } from '../support/session-fixtures';

type Snap = SnapshotFrom<typeof editProfileMachine>;

const PHONE = '+1 415 555 0100';
const SETTINGS: SettingsForm = {
  email: 'jane@example.com',
  handle: 'jane.links',
  maiNickName: 'Jane',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: PHONE,
  industry: 'fashion',
  numbersOfFollowers: '10k_50k',
  trackingIdList: [],
};
const SAVED = userInfoOf({ maiNickName: 'Jane L.' });
const REFUSED = serverError('This phone number is already registered with another account.', 409, '/setting/saveInfo');
/** The personal fields as loaded: what saveInfo sends unless the creator changed the display name. */
const LOADED_BODY = {
  maiNickName: 'Jane',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: PHONE,
  industry: 'fashion',
  numbersOfFollowers: '10k_50k',
};

function events(snapshot: Snap): EditProfileEvent[] {
  const { values } = snapshot.context;
  const out: unknown[] = [{ type: 'profile.back' }];
  // The industries answer first; the page is explored once they have.
  if (snapshot.matches({ industries: 'loading' }))
    return [
      done('industryListV2', [{ id: 'fashion', name: 'Fashion' }]),
      failed('industryListV2', new Error('offline')),
    ] as never;
  if (snapshot.matches({ industries: 'failed' })) out.push({ type: 'industries.retry' });
  if (snapshot.matches({ page: 'loading' }))
    out.push(done('getInfoV2', SETTINGS), failed('getInfoV2', serverError('Cannot reach Linkmint.', 599)));
  if (snapshot.matches({ page: 'loadFailed' })) out.push({ type: 'profile.retry' });
  if (snapshot.matches({ page: 'editing' })) {
    if (values.maiNickName === 'Jane') out.push(fieldChange('maiNickName', 'Jane L.'));
    // A phone number with letters in it, then the number again.
    out.push(fieldChange('phone', values.phone === PHONE ? 'call me' : PHONE), fieldBlur('phone'), {
      type: 'profile.save',
    });
  }
  if (snapshot.matches({ page: 'saving' })) out.push(done('saveInfo', SAVED), failed('saveInfo', REFUSED));
  return out as EditProfileEvent[];
}

function arrange() {
  const log = newCallLog();
  return {
    machine: editProfileMachine.provide({
      actors: recordingActors(log, ['industryListV2', 'getInfoV2', 'saveInfo']) as never,
    }),
    effects: log,
  };
}

describe('edit profile machine', () => {
  it('editProfile: every state and transition; saveInfo sends the personal fields only; saved user info reaches the session', async () => {
    const coverage = await exploreModel({
      name: 'edit-profile',
      machine: editProfileMachine,
      events,
      arrange,
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: EditProfileEvent[] }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          snapshot.matches({ page: 'loading' }) || snapshot.matches({ page: 'saving' }),
        );
        expect(snapshot.can({ type: 'profile.save' })).toBe(snapshot.matches({ page: 'editing' }));
        expect(snapshot.hasTag('field-errors')).toBe(snapshot.matches({ page: { editing: 'invalid' } }));
        // Loaded once per loading state entered, saved once per send of a valid form.
        expect(effects.calls.filter((c) => c.actor === 'getInfoV2')).toHaveLength(1 + countOf(path, 'profile.retry'));
        for (const call of effects.calls.filter((c) => c.actor === 'saveInfo')) {
          // Email and handle change elsewhere (a code, a uniqueness check): never in this body; nor a broken phone.
          expect([LOADED_BODY, { ...LOADED_BODY, maiNickName: 'Jane L.' }]).toContainEqual(call.input);
        }
        if (!snapshot.matches({ page: 'loading' }) && !snapshot.matches({ page: 'loadFailed' })) {
          expect(context.email).toBe(SETTINGS.email);
          expect(context.handle).toBe(SETTINGS.handle);
        }
        if (context.errors.phone) expect(context.errors.phone).toBe(FORM_MESSAGES.phone);
        if (snapshot.matches({ page: { editing: 'failed' } })) expect(context.failure).toBe(REFUSED.message);
        // Each save answered: 'save successful!' and the refreshed user info for the session (no relaunch).
        const saved = countOf(path, 'xstate.done.actor.saveInfo');
        expect(effects.emitted.filter((e) => e.type === 'toast.show')).toEqual(
          Array(saved).fill({ type: 'toast.show', text: SAVE_SUCCESS_TEXT }),
        );
        expect(effects.emitted.filter((e) => e.type === 'session.userInfoChanged')).toEqual(
          Array(saved).fill({ type: 'session.userInfoChanged', userInfo: SAVED, relaunch: false }),
        );
        expect(effects.emitted.filter((e) => e.type === 'route.back')).toHaveLength(countOf(path, 'profile.back'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);
});
