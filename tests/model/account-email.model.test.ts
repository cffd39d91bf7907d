import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  accountEmailMachine,
  codeSentText,
  emailChangedText,
  type AccountEmailEvent,
} from '../../src/machines/account-email.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { VALIDATION_MESSAGES } from '../../src/domain/validators';
import { FORM_MESSAGES } from '../../src/domain/form-rules';
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
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { userInfoOf } from '../support/session-fixtures';

type Snap = SnapshotFrom<typeof accountEmailMachine>;

const OLD = 'jane@example.com';
const NEW = 'jane.new@example.com';
const SAVED = { settings: { email: NEW, trackingIdList: [] }, userInfo: userInfoOf({ email: NEW }) };
const TOO_SOON = serverError('Please wait a minute before asking for another code.', 429, '/user/get_code_v2');
const WRONG_CODE = serverError('The code is not right.', 400, '/setting/v4/saveInfo');
const ev = (e: unknown) => e as AccountEmailEvent;

function events(snapshot: Snap): AccountEmailEvent[] {
  const out: AccountEmailEvent[] = [{ type: 'email.edit' }, { type: 'email.cancel' }, { type: 'email.back' }];
  const { values } = snapshot.context;
  if (snapshot.matches('address')) {
    out.push(fieldChange('newEmail', values.newEmail === NEW ? 'not an address' : NEW), fieldBlur('newEmail'), {
      type: 'email.sendCode',
    });
  }
  if (snapshot.matches('sendingCode'))
    out.push(ev(done('getCodeV2', { email: NEW })), ev(failed('getCodeV2', TOO_SOON)));
  if (snapshot.matches('code'))
    out.push(fieldChange('code', values.code === '123456' ? '12' : '123456'), fieldBlur('code'), {
      type: 'email.save',
    });
  if (snapshot.matches('saving')) out.push(ev(done('saveInfoV4', SAVED)), ev(failed('saveInfoV4', WRONG_CODE)));
  return out;
}

describe('account email (change with a code)', () => {
  it('account-email: every state and transition; a code goes to the new address, the address and code are saved together', async () => {
    const coverage = await exploreModel({
      name: 'account-email',
      machine: accountEmailMachine,
      input: { email: OLD },
      events,
      serializeState: (s) => JSON.stringify({ v: s.value, c: s.context }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: accountEmailMachine.provide({ actors: recordingActors(log, ['getCodeV2', 'saveInfoV4']) as never }),
          effects: log,
        };
      },
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: AccountEmailEvent[] }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('sendingCode') || snapshot.matches('saving'));
        // Codes only for a valid new address, saves only with a 6-digit code and that address.
        for (const call of effects.calls.filter((c) => c.actor === 'getCodeV2'))
          expect(call.input).toEqual({ email: NEW });
        for (const call of effects.calls.filter((c) => c.actor === 'saveInfoV4'))
          expect(call.input).toEqual({ email: NEW, emailCode: '123456' });
        if (context.errors.newEmail)
          expect([VALIDATION_MESSAGES.email, FORM_MESSAGES.emailRequired]).toContain(context.errors.newEmail);
        if (snapshot.matches({ address: 'failed' })) expect(context.failure).toBe(TOO_SOON.message);
        if (snapshot.matches({ code: 'failed' })) expect(context.failure).toBe(WRONG_CODE.message);
        // The address on file changes only when a save is answered; the session and a toast learn it then.
        const saved = countOf(path, 'xstate.done.actor.saveInfoV4');
        expect(context.email).toBe(saved > 0 ? NEW : OLD);
        expect(effects.emitted.filter((e) => e.type === 'session.userInfoChanged')).toEqual(
          Array.from({ length: saved }, () => ({
            type: 'session.userInfoChanged',
            userInfo: SAVED.userInfo,
            relaunch: false,
          })),
        );
        const toasts = effects.emitted.filter((e) => e.type === 'toast.show').map((e) => e.text);
        expect(toasts.filter((t) => t === emailChangedText(NEW))).toHaveLength(saved);
        expect(toasts.filter((t) => t === codeSentText(NEW))).toHaveLength(
          countOf(path, 'xstate.done.actor.getCodeV2'),
        );
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
