import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  connectAccountMachine,
  type ConnectAccountEvent,
  type ConnectAccountInput,
} from '../../src/machines/connect-account.machine';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import { fieldMessage } from '../../src/machines/availability-checks';
import { FORM_MESSAGES, TAKEN_MESSAGES } from '../../src/domain/form-rules';
import { SHOP_CONNECTED_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';
import {
  CIPHERTEXT,
  countOf,
  done,
  failed,
  listeningChild,
  newCallLog,
  recordEmitted,
  recordingActors,
  sentStrings,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { signInAnswerOf } from '../support/session-fixtures';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

type Snap = SnapshotFrom<typeof connectAccountMachine>;

const PASSWORD = 'Secret-pass-1';
const HANDLE = 'jane.picks';
/** The session after connecting: it has a shop now. */
const RESULT = signInAnswerOf({ token: 'tok-connected', shopName: 'jane-picks', loginType: 2 });
const REFUSED = serverError('This handle is already taken.', 409, '/facebook/addNewShop');
const WRONG = serverError('The user name or password is incorrect.', 400, '/facebook/bindShop/v2');
const ACTORS = [
  'facebookAddNewShop',
  'appleAddNewShop',
  'encryptPassword',
  'facebookBindShopV2',
  'appleBindShopV2',
] as const;

/** A Facebook sign-in (userType 1) from an invitation link, and an Apple one (userType 2) without. */
const INPUTS: Array<[string, ConnectAccountInput]> = [
  ['facebook', { userType: 1, referCode: 'VIP42' }],
  ['apple', { userType: 2 }],
];

function events(snapshot: Snap): ConnectAccountEvent[] {
  const { values } = snapshot.context;
  const out: unknown[] = [{ type: 'session.logout' }];
  if (snapshot.matches({ flow: 'newShop' })) {
    out.push(
      fieldChange('handle', values.handle === '' ? HANDLE : ''),
      fieldBlur('handle'),
      { type: 'connect.submit' },
      { type: 'connect.useExisting' },
    );
    if (values.handle === HANDLE) {
      out.push({ type: 'availability.changed', kind: 'identity', status: 'taken', taken: ['handle'] });
      out.push({ type: 'availability.changed', kind: 'identity', status: 'available', taken: [] });
    }
  }
  if (snapshot.matches({ flow: 'existing' })) {
    if (values.username === '') out.push(fieldChange('username', 'jane'));
    else if (values.password === '') out.push(fieldChange('password', PASSWORD));
    out.push(fieldBlur('username'), { type: 'connect.submit' }, { type: 'connect.createNew' });
  }
  if (snapshot.matches({ flow: 'creating' })) {
    out.push(
      done('facebookAddNewShop', RESULT),
      failed('facebookAddNewShop', REFUSED),
      done('appleAddNewShop', RESULT),
      failed('appleAddNewShop', REFUSED),
    );
  }
  if (snapshot.matches({ flow: 'binding' })) {
    out.push(
      done('encryptPassword', CIPHERTEXT),
      failed('encryptPassword', new CreatorFacingError('The password could not be encrypted.')),
    );
    out.push(
      done('facebookBindShopV2', RESULT),
      failed('facebookBindShopV2', WRONG),
      done('appleBindShopV2', RESULT),
      failed('appleBindShopV2', WRONG),
    );
  }
  return out as ConnectAccountEvent[];
}

function arrange() {
  const log = newCallLog();
  const machine = connectAccountMachine.provide({
    actors: { ...recordingActors(log, ACTORS), availability: listeningChild(log, 'availability') } as never,
  });
  return { machine, effects: log };
}

function assertStepFor(input: ConnectAccountInput) {
  const provider = input.userType === 2 ? 'apple' : 'facebook';
  return ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: ConnectAccountEvent[] }) => {
    const { context } = snapshot;
    const busy = ['creating', 'binding', 'connected'].some((s) => snapshot.matches({ flow: s } as never));
    expect(snapshot.hasTag('busy')).toBe(busy);
    expect(snapshot.can({ type: 'connect.submit' })).toBe(!busy);
    // The password leaves the page only as ciphertext, and only the signed-in provider's calls are made.
    expect(sentStrings(effects)).not.toContain(PASSWORD);
    for (const call of effects.calls.filter((c) => c.actor !== 'availability')) {
      if (call.actor === 'encryptPassword') expect(call.input).toEqual({ password: PASSWORD });
      else expect(call.actor.startsWith(provider)).toBe(true);
      // The new shop takes the handle and the invitation's referral code from the link.
      if (call.actor.endsWith('AddNewShop'))
        expect(call.input).toEqual({ handle: HANDLE, ...(input.referCode ? { referCode: input.referCode } : {}) });
      if (call.actor.endsWith('BindShopV2')) expect(call.input).toEqual({ username: 'jane', password: CIPHERTEXT });
    }
    expect(context.values.referCode).toBe(input.referCode ?? '');
    if (snapshot.matches({ flow: 'creating' })) expect(context.availability.identity.taken).toEqual([]);
    // A rule's sentence comes first; a valid handle another account uses says so.
    if (context.availability.identity.taken.includes('handle'))
      expect(fieldMessage(context, 'handle')).toBe(context.errors.handle ?? TAKEN_MESSAGES.handle);
    if (context.errors.handle) expect(context.errors.handle).toBe(FORM_MESSAGES.handleRequired);
    if (snapshot.matches({ flow: { newShop: 'failed' } })) expect(context.failure).toBe(REFUSED.message);
    if (snapshot.matches({ flow: { existing: 'failed' } }))
      expect([WRONG.message, 'The password could not be encrypted.']).toContain(context.failure);
    if (!snapshot.matches({ flow: 'binding' })) expect(context.encryptedPassword).toBeNull();
    // Connected: a toast and the new session for the runtime; logging out asks the runtime each time.
    const connected = snapshot.matches({ flow: 'connected' });
    expect(effects.emitted.filter((e) => e.type !== 'session.logout')).toEqual(
      connected
        ? [
            { type: 'toast.show', text: SHOP_CONNECTED_TEXT },
            { type: 'session.signedIn', result: RESULT },
          ]
        : [],
    );
    expect(effects.emitted.filter((e) => e.type === 'session.logout')).toHaveLength(countOf(path, 'session.logout'));
  };
}

describe('connect account machine', () => {
  it('connectAccount: every state and transition over a Facebook and an Apple sign-in; new shop or existing account', async () => {
    const parts = [];
    for (const [name, input] of INPUTS) {
      parts.push(
        await exploreModel({
          name: `connect-account-${name}`,
          machine: connectAccountMachine,
          input,
          events,
          arrange,
          observe: recordEmitted,
          assertStep: assertStepFor(input),
        }),
      );
    }
    const coverage = mergeCoverage('connect-account', parts);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 30_000);
});
